import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { connectRedis } from './lib/redis-client.mjs';

// Shared through Redis so a webhook reaching any instance refreshes all; during an outage each instance uses its own memory.

/** Past this a request renders without Redis. */
const COMMAND_TIMEOUT_MS = 1000;

const redisAddress = (url) => {
  try {
    const { host } = new URL(url);
    return host || url;
  } catch {
    return 'REDIS_URL';
  }
};

/** Route handlers (feed, sitemap) get their tags only from the x-next-cache-tags header; without them a webhook misses them. */
const withRouteTags = (entry) => {
  const header = entry.value?.kind === 'APP_ROUTE' ? entry.value.headers?.['x-next-cache-tags'] : undefined;
  const tags = Array.isArray(header) ? header : typeof header === 'string' ? header.split(',') : [];
  return tags.length ? { ...entry, tags: [...new Set([...(entry.tags ?? []), ...tags])] } : entry;
};

function sharedCache(buildId) {
  const address = redisAddress(process.env.REDIS_URL);
  let local = createLruHandler();
  // Tags Redis could not take are sent again when it answers: a Redis that kept its data would
  // otherwise serve again the pages those webhooks refreshed.
  const missed = new Set();
  const revalidateShared = (tag) => (client.isReady ? shared.revalidateTag(tag).catch(() => missed.add(tag)) : missed.add(tag));

  const client = connectRedis(process.env.REDIS_URL, {
    onDown(error) {
      local = createLruHandler();
      console.error(
        `Shared cache: Redis at ${address} is unreachable (${error.message || error.code || error}); serving from this instance's memory until it answers again.`,
      );
    },
    onUp() {
      console.info(`Shared cache: Redis at ${address} answers again; the cache is shared again.`);
      const tags = [...missed];
      missed.clear();
      void Promise.all(tags.map(revalidateShared));
    },
  });

  const shared = createRedisHandler({
    client,
    // Instances of another build never read this build's entries (their keys and pages differ).
    keyPrefix: `kestrel:${buildId ?? 'dev'}:`,
    timeoutMs: COMMAND_TIMEOUT_MS,
  });
  const current = () => (client.isReady ? shared : local);

  return {
    handlers: [
      {
        name: 'redis-or-memory',
        get: (key, meta) => current().get(key, meta),
        set: (key, entry, ctx) => current().set(key, withRouteTags(entry), ctx),
        async revalidateTag(tag) {
          await Promise.all([local.revalidateTag(tag), revalidateShared(tag)]);
        },
        delete: (key) => current().delete?.(key),
      },
    ],
  };
}

let config;
CacheHandler.onCreation(({ buildId }) => (config ??= sharedCache(buildId)));

export default CacheHandler;
