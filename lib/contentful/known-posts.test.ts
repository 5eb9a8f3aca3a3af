import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';
import path from 'node:path';
import sampleEntries from '@/content/blog-sample-entries.json';
import { lookUpPostCount, lookUpPostKey } from './known-posts';
import { mapPosts } from './map-posts';
import type { RawEntryCollection } from './types';

/** What `lookUp` answers, which must come within `ms` milliseconds. */
async function answerWithin<T>(ms: number, lookUp: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const answer = await lookUp();
  expect(Date.now() - started).toBeLessThan(ms);
  return answer;
}

describe('lookUpPostKey without Contentful settings (the sample posts)', () => {
  it('knows every sample post by slug and by entry id', async () => {
    for (const item of sampleEntries.items) {
      expect(await lookUpPostKey(item.fields.slug)).toBe('post');
      expect(await lookUpPostKey(item.sys.id)).toBe('post');
    }
  });

  it('does not know a made-up address, however many are asked', async () => {
    for (let index = 0; index < 50; index++) expect(await lookUpPostKey(`made-up-${index}`)).toBe('unknown');
    expect(await lookUpPostKey('toString')).toBe('unknown');
  });
});

describe('lookUpPostKey while Contentful hangs', () => {
  const sockets = new Set<Socket>();
  let server: Server;
  let dist: string;
  let known: typeof import('./known-posts');

  beforeAll(async () => {
    // Accepts connections and never answers: the worst an outage does.
    server = createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    dist = mkdtempSync('.next-known-posts-test-');
    const routes = { '/blog': {}, '/blog/a-built-post': {}, '/blog/page/2': {}, '/blog/rss.xml': {}, '/about': {} };
    writeFileSync(path.join(dist, 'prerender-manifest.json'), JSON.stringify({ routes, preview: { previewModeId: 'x' } }));
    Object.assign(process.env, {
      CONTENTFUL_SPACE_ID: 'space',
      CONTENTFUL_ACCESS_TOKEN: 'token',
      CONTENTFUL_HOST: `127.0.0.1:${(server.address() as AddressInfo).port}`,
      CONTENTFUL_RETRY_LIMIT: '0',
      NEXT_DIST_DIR: dist,
    });
    jest.resetModules();
    // The index lives on globalThis (the proxy and the routes share it): start it afresh for the new settings.
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('kestrel.knownIndex.posts')];
    known = await import('./known-posts');
  });

  afterAll(async () => {
    for (const name of [
      'CONTENTFUL_SPACE_ID',
      'CONTENTFUL_ACCESS_TOKEN',
      'CONTENTFUL_HOST',
      'CONTENTFUL_RETRY_LIMIT',
      'NEXT_DIST_DIR',
    ]) {
      delete process.env[name];
    }
    // The hanging read fails once its socket is gone, and says so: the test waits for that line.
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
    while (logged.mock.calls.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    logged.mockRestore();
    rmSync(dist, { recursive: true, force: true });
  });

  it('knows a post the build rendered at once, without asking Contentful', async () => {
    expect(await answerWithin(200, () => known.lookUpPostKey('a-built-post'))).toBe('post');
    expect(sockets.size).toBe(0);
  });

  it('turns made-up addresses away within the wait, all joining one read', async () => {
    const answers = await answerWithin(known.LOOKUP_WAIT_MS + 1000, () =>
      Promise.all(Array.from({ length: 20 }, (_, index) => known.lookUpPostKey(`made-up-${index}`))),
    );
    expect(answers).toEqual(Array(20).fill('unknown'));
    expect(sockets.size).toBe(1);
  });

  it('answers at once a visitor who comes after the read has outlasted the wait', async () => {
    expect(await answerWithin(200, () => known.lookUpPostKey('made-up-later'))).toBe('unknown');
    expect(sockets.size).toBe(1);
  });

  it('has no count of posts to give, and knows the pages of /blog the build rendered', async () => {
    expect(await answerWithin(known.LOOKUP_WAIT_MS + 1000, () => known.lookUpPostCount(13))).toBeNull();
    expect([...known.listPagesOfBuild()]).toEqual([2]);
  });
});

describe('lookUpPostCount without Contentful settings (the sample posts)', () => {
  it('counts the sample posts the blog shows, whatever is asked for', async () => {
    const shown = mapPosts(sampleEntries as RawEntryCollection, { author: 'A. Writer' }).length;
    expect(shown).toBeGreaterThan(0);
    expect(await lookUpPostCount(1)).toBe(shown);
    expect(await lookUpPostCount(10_000)).toBe(shown);
  });
});
