import { join } from 'node:path';
import { buildFolder } from './build-folder';
import { recordPeerAddresses } from './contact/client-address';
import { startContactReceiver } from './contact/receiver-services';
import { isValidSecret } from './contentful/webhook';
import { env } from './env';
import { requestBodyLimit } from './http/limits';
import { guardServers } from './http/server-guard';
import { prerenderManifest } from './prerender-manifest';
import { startReviewRequests } from './reviews/request-services';
import { startReviewReceiver } from './reviews/review-services';
import { NOT_FOUND_PATH } from './routes';
import { securityHeaders } from './security-headers';

/**
 * What the Node.js server does before its first request: its own guard, peer addresses for the contact rate limit,
 * and the mails an earlier run left in the outbox. Apart from instrumentation.ts so that file's Edge bundle, which
 * Next also compiles, holds no Node.js API.
 */
export async function startServer() {
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
  recordPeerAddresses();
  await startContactReceiver();
  await startReviewReceiver();
  await startReviewRequests();
}
