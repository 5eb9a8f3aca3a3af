/** Before the first request: the server's own guard, peer addresses for the contact rate limit, and the mails an earlier run left in the outbox. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { guardServers } = await import('./lib/http/server-guard');
  const { requestBodyLimit } = await import('./lib/http/limits');
  const { securityHeaders } = await import('./lib/security-headers');
  const { env } = await import('./lib/env');
  const { NOT_FOUND_PATH } = await import('./lib/routes');
  const { prerenderManifest } = await import('./lib/prerender-manifest');
  const { buildFolder } = await import('./lib/build-folder');
  const { join } = await import('node:path');
  const { isValidSecret } = await import('./lib/contentful/webhook');
  const draftId = prerenderManifest().previewModeId ?? undefined;
  guardServers({
    headers: securityHeaders(env),
    maxBodyBytes: requestBodyLimit,
    notFoundPath: NOT_FOUND_PATH,
    files: { publicDir: join(process.cwd(), 'public'), staticDir: join(process.cwd(), buildFolder(), 'static') },
    draft: {
      headers: securityHeaders(env, { draft: true, development: process.env.NODE_ENV === 'development' }),
      isDraftId: (value) => isValidSecret(value, draftId),
    },
  });
  const { recordPeerAddresses } = await import('./lib/contact/client-address');
  recordPeerAddresses();
  const { startContactReceiver } = await import('./lib/contact/receiver-services');
  await startContactReceiver();
  const { startReviewReceiver } = await import('./lib/reviews/review-services');
  await startReviewReceiver();
  const { startReviewRequests } = await import('./lib/reviews/request-services');
  await startReviewRequests();
}
