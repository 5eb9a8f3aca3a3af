import { eachLimited } from './each-limited.mjs';

/** A task per item that waits until released, so a test sees how many run at once. */
function gate() {
  const running = new Set<number>();
  let most = 0;
  const releases = new Map<number, () => void>();
  const work = (item: number) =>
    new Promise<void>((resolve) => {
      running.add(item);
      most = Math.max(most, running.size);
      releases.set(item, () => {
        running.delete(item);
        resolve();
      });
    });
  const releaseAll = async () => {
    // Each release lets a worker take its next item, which registers in a later turn.
    while (releases.size > 0) {
      const [item, release] = releases.entries().next().value!;
      releases.delete(item);
      release();
      await new Promise((resolve) => setImmediate(resolve));
    }
  };
  return { work, releaseAll, most: () => most, started: () => [...running] };
}

describe('eachLimited', () => {
  it('works through every item in order, never more than the limit at once', async () => {
    const { work, releaseAll, most } = gate();
    const seen: number[] = [];
    const done = eachLimited([1, 2, 3, 4, 5], 2, (item) => {
      seen.push(item);
      return work(item);
    });
    await releaseAll();
    await done;
    expect(seen).toEqual([1, 2, 3, 4, 5]);
    expect(most()).toBe(2);
  });

  it('starts no more workers than there are items, and none for an empty list', async () => {
    const { work, releaseAll, most } = gate();
    const done = eachLimited([7], 4, work);
    await releaseAll();
    await done;
    expect(most()).toBe(1);
    await expect(eachLimited([], 3, work)).resolves.toBeUndefined();
  });

  it('takes no further item once stopped, finishing those under way', async () => {
    let stop = false;
    const seen: number[] = [];
    await eachLimited(
      [1, 2, 3, 4],
      1,
      async (item) => {
        seen.push(item);
        if (item === 2) stop = true;
      },
      { stopped: () => stop },
    );
    expect(seen).toEqual([1, 2]);
  });
});
