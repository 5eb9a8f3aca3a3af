/** Plain ESM, so the build's scripts can import it too. @template T @param {readonly T[]} items @param {number} limit
 * @param {(item: T) => Promise<unknown>} work @param {{ stopped?: () => boolean }} [options] */
export async function eachLimited(items, limit, work, { stopped = () => false } = {}) {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !stopped()) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
