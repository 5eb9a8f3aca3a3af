import { createClient } from 'contentful-management';

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\])(?::\d+)?$/;

/** `host` is another API (host[:port], for tests).
 * @param {{ accessToken: string; spaceId: string; environmentId: string; host?: string }} settings */
export function managementClient({ accessToken, spaceId, environmentId, host }) {
  return createClient(
    {
      accessToken,
      ...(host ? { host, insecure: LOOPBACK.test(host) } : {}),
      // A failed request is retried by the SDK; a broken one should fail fast and say why.
      retryLimit: 3,
    },
    { type: 'plain', defaults: { spaceId, environmentId } },
  );
}
