import { noteContentChanged, readAfterChanges, READS_PER_CHANGE } from './content-changes';

/** readAfterChanges over reads of the space as it stood when each began, each answering when `answer` is called. */
function heldReads() {
  let published = 'before';
  const pending: (() => void)[] = [];
  const read = jest.fn(() => {
    const seen = published;
    return new Promise<string>((resolve) => pending.push(() => resolve(seen)));
  });
  return {
    read,
    reading: readAfterChanges(read),
    publish(value: string) {
      published = value;
      noteContentChanged();
    },
    async answer() {
      // The reader starts its next read only once the previous one has settled.
      while (pending.length === 0) await Promise.resolve();
      pending.shift()!();
    },
  };
}

describe('readAfterChanges', () => {
  it('keeps a read during which no change arrived', async () => {
    const reads = heldReads();
    await reads.answer();
    await expect(reads.reading).resolves.toBe('before');
    expect(reads.read).toHaveBeenCalledTimes(1);
  });

  it('reads again when the owner published during the read, and gives what was published', async () => {
    const reads = heldReads();
    reads.publish('after');
    await reads.answer();
    await reads.answer();
    await expect(reads.reading).resolves.toBe('after');
    expect(reads.read).toHaveBeenCalledTimes(2);
  });

  it('gives up, keeping nothing, when every read of a burst of publishes saw another', async () => {
    const reads = heldReads();
    for (let index = 0; index < READS_PER_CHANGE; index += 1) {
      reads.publish(`publish ${index}`);
      await reads.answer();
    }
    await expect(reads.reading).rejects.toThrow(/changed during each of 3 reads/);
    expect(reads.read).toHaveBeenCalledTimes(READS_PER_CHANGE);
  });

  it('lets a read that failed fail, without reading again', async () => {
    const read = jest.fn(() => Promise.reject(new Error('503')));
    await expect(readAfterChanges(read)).rejects.toThrow('503');
    expect(read).toHaveBeenCalledTimes(1);
  });
});
