/** Before the first request: peer addresses for the contact rate limit, and the mails an earlier run left in the outbox. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { recordPeerAddresses } = await import('./lib/contact/client-address');
  recordPeerAddresses();
  const { startContactReceiver } = await import('./lib/contact/receiver-services');
  await startContactReceiver();
}
