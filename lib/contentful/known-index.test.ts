import { knownIndex } from './known-index';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

let made = 0;
function indexReading(reads: Promise<string[]>[]) {
  made += 1;
  const read = jest.fn(() => reads.shift()!);
  const index = knownIndex<string[]>({
    name: `test-${made}`,
    builtRoute: /^\/things\/([^/]+)$/,
    read: async () => {
      const value = await read();
      index.record(value);
      return value;
    },
    keysOf: (value) => value,
  });
  return { index, read };
}

describe('knownIndex: one read of a family at a time', () => {
  it('gives the pages the read the proxy started, rather than a second one', async () => {
    const first = deferred<string[]>();
    const { index, read } = indexReading([first.promise]);
    const lookup = index.readAgain();
    const pages = index.read();
    expect(read).toHaveBeenCalledTimes(1);
    first.resolve(['a', 'b']);
    await expect(pages).resolves.toEqual(['a', 'b']);
    await lookup;
    expect(index.latest()).toEqual(['a', 'b']);
    expect(await index.lookUp('b')).toBe('known');
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('starts a new read once the last has ended, and lets the pages see a failure', async () => {
    const failing = deferred<string[]>();
    const { index, read } = indexReading([failing.promise, Promise.resolve(['c'])]);
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const pages = index.read();
    const refresh = index.readAgain();
    failing.reject(new Error('Contentful is down'));
    await expect(pages).rejects.toThrow('Contentful is down');
    await refresh;
    // Logged once for the read, however many waited on it.
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
    await expect(index.read()).resolves.toEqual(['c']);
    expect(read).toHaveBeenCalledTimes(2);
  });
});
