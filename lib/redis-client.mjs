import { createClient } from '@redis/client';

const CONNECT_TIMEOUT_MS = 1000;
const MAX_RECONNECT_DELAY_MS = 1000;

/** Commands fail at once during an outage instead of queueing. Plain ESM, so cache-handler.mjs can import it.
 * @param {string} url @param {{ onDown: (error: Error & { code?: string }) => void; onUp: () => void }} events */
export function connectRedis(url, { onDown, onUp }) {
  let reachable = true;
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries) => Math.min(100 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  client.on('error', (error) => {
    if (!reachable) return;
    reachable = false;
    onDown(error);
  });
  client.on('ready', () => {
    if (reachable) return;
    reachable = true;
    onUp();
  });
  client.connect().catch(() => {});
  return client;
}
