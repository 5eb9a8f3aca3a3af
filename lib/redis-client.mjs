import { createClient } from '@redis/client';

const CONNECT_TIMEOUT_MS = 1000;
/** The longest pause between two attempts to reach Redis again. */
const MAX_RECONNECT_DELAY_MS = 1000;

/**
 * A connected Redis client for a store that has a fallback in memory: commands fail at once
 * while it is disconnected instead of queueing behind the outage, and it keeps trying to reach
 * Redis again, also when Redis is down at start-up. node-redis reports every failed attempt;
 * `onDown` is called once per outage and `onUp` when Redis answers again. Plain ESM, so that
 * cache-handler.mjs, which Next loads at run time, can import it too.
 *
 * @param {string} url
 * @param {{ onDown: (error: Error & { code?: string }) => void; onUp: () => void }} events
 */
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
