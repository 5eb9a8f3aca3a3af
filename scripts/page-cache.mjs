/**
 * Waits until a page is served from the server's cache. A page past its revalidation time is
 * rendered again in the background on its first request; on a machine that also runs the browser
 * being measured, that render would take CPU time from the page's load, which a visitor's phone
 * never shares with the server. So the benchmark asks first, and measures once the answer is a
 * cached one (`x-nextjs-cache` other than STALE; a server without the header is not waited for).
 */
export async function whenServedFromCache(url, { intervalMs = 100, timeoutMs = 30_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(url, { redirect: 'manual' });
    await response.arrayBuffer();
    const cache = response.headers.get('x-nextjs-cache');
    if (cache?.toUpperCase() !== 'STALE') return cache;
    if (Date.now() >= deadline) throw new Error(`${url} was still being rendered again after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
