import { knownIndex, LOOKUP_WAIT_MS } from './known-index';

jest.mock('server-only', () => ({}));

/** An index over a list of keys whose reads the test answers one by one. */
function indexWithReads(name: string) {
  const pending: ((keys: string[]) => void)[] = [];
  let started = 0;
  const index = knownIndex<string[]>({
    name: `${name}.${Math.random()}`,
    builtRoute: /^\/never\/(.+)$/,
    read: () =>
      new Promise<string[]>((resolve) => {
        started++;
        pending.push(resolve);
      }).then((keys) => {
        index.record(keys);
        return keys;
      }),
    keysOf: (keys) => keys,
  });
  index.record(['old']);
  /** Answers the next read, once it has started; throws if none starts. */
  const answerRead = async (keys: string[]) => {
    for (let waited = 0; pending.length === 0; waited += 5) {
      if (waited > 2000) throw new Error('no read started');
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    pending.shift()!(keys);
  };
  return { index, answerRead, started: () => started };
}

describe('knownIndex.knownNow', () => {
  it('answers from what was last read, and starts no read', () => {
    const { index, started } = indexWithReads('now');
    expect(index.knownNow('old')).toBe(true);
    expect(index.knownNow('new')).toBe(false);
    index.record(['old', 'new']);
    expect(index.knownNow('new')).toBe(true);
    expect(started()).toBe(0);
  });
});

describe('knownIndex after a restart', () => {
  it('knows the addresses of the last read kept from before it, without reading', async () => {
    const read = jest.fn(() => new Promise<string[]>(() => {}));
    const index = knownIndex<string[]>({
      name: `restart.${Math.random()}`,
      builtRoute: /^\/never\/(.+)$/,
      read,
      keysOf: (keys) => keys,
      kept: () => ['published-after-the-build'],
    });
    expect(index.knownNow('published-after-the-build')).toBe(true);
    await expect(index.lookUp('published-after-the-build')).resolves.toBe('known');
    expect(read).not.toHaveBeenCalled();
  });
});

describe('knownIndex.lookUp', () => {
  it('reads again for a key asked while an older read was under way, which may predate its entry', async () => {
    const { index, answerRead } = indexWithReads('older-read');
    index.refresh();
    const lookup = index.lookUp('published-since');
    await answerRead(['old']);
    await answerRead(['old', 'published-since']);
    expect(await lookup).toBe('known');
  });

  it('turns a flood of made-up keys away within the wait, with at most two reads', async () => {
    const { index, answerRead, started } = indexWithReads('flood');
    const asked = Date.now();
    const lookups = Promise.all(Array.from({ length: 20 }, (_, n) => index.lookUp(`made-up-${n}`)));
    await answerRead(['old']);
    expect(await lookups).toEqual(Array(20).fill('unknown'));
    expect(Date.now() - asked).toBeLessThan(LOOKUP_WAIT_MS + 500);
    expect(started()).toBeLessThanOrEqual(2);
  });

  it('a flood that joins an older read reads once more, all together', async () => {
    const { index, answerRead, started } = indexWithReads('flood-older');
    index.refresh();
    const lookups = Promise.all(Array.from({ length: 20 }, (_, n) => index.lookUp(`made-up-${n}`)));
    await answerRead(['old']);
    await answerRead(['old']);
    expect(await lookups).toEqual(Array(20).fill('unknown'));
    expect(started()).toBe(2);
  });
});
