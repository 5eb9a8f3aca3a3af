import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import fileSystemCache from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { connectRedis } from './lib/redis-client.mjs';
import { deferStartupScripts } from './lib/startup-scripts.mjs';

// The cache of the pages, feed and sitemap `next start` renders. Pages are stored with their startup
// scripts deferred (lib/startup-scripts.mjs), as `next build` writes its own: those re-rendered after
// a revalidation are then served as those of the build. With REDIS_URL the cache is shared through
// Redis, so a webhook reaching any instance refreshes all, and during an outage each instance uses
// its own memory; without it, it is Next's own cache on this instance's disk.

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

/** @param {any} value an entry's value, as Next.js stores it */
const withDeferredScripts = (value) =>
  value?.kind === 'APP_PAGE' && typeof value.html === 'string' ? { ...value, html: deferStartupScripts(value.html) } : value;

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
        set: (key, entry, ctx) => current().set(key, withRouteTags({ ...entry, value: withDeferredScripts(entry.value) }), ctx),
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

const FileSystemCache = fileSystemCache.default;

/** Next's cache on disk (and in memory), storing pages deferred. */
class DiskCache extends FileSystemCache {
  set(key, data, ctx) {
    return super.set(key, withDeferredScripts(data), ctx);
  }
}

export default process.env.REDIS_URL ? CacheHandler : DiskCache;
