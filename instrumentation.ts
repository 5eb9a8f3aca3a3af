/**
 * Runs once when the server starts, before it takes requests: it records each request's
 * connection address (for the contact form's rate limit) and resumes sending any enquiry
 * notifications a previous run left in the outbox.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { recordPeerAddresses } = await import('./lib/contact/client-address');
  recordPeerAddresses();
  const { startContactReceiver } = await import('./lib/contact/receiver-services');
  await startContactReceiver();
}
