/** Before the first request of a Node.js server (not while the build generates pages). */
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs' && process.env.NEXT_PHASE !== 'phase-production-build') {
    const { startServer } = await import('./lib/server-start');
    await startServer();
  }
}
