import { expect, test } from '@playwright/test';
import WebSocket from 'ws';
import { uniqueEntry } from './servers/contentful';
import { filesUnder } from './support/files';
import { Cluster, type Instance } from './support/scale-out';
import { variantByName } from './support/variants';

/**
 * What a flood of made-up blog addresses costs a running server: a `next start` instance of the
 * main build with the Node.js inspector open on a free loopback port, so the test can collect
 * garbage and read the server's memory from outside.
 */

/** A connection to a Node.js inspector (the Chrome DevTools Protocol). */
class Inspector {
  private nextId = 1;
  private readonly pending = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private constructor(private readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
      const waiting = message.id === undefined ? undefined : this.pending.get(message.id);
      if (!waiting) return;
      this.pending.delete(message.id!);
      if (message.error) waiting.reject(new Error(message.error.message));
      else waiting.resolve(message.result);
    });
  }

  static connect(url: string): Promise<Inspector> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(url);
      socket.once('open', () => resolve(new Inspector(socket)));
      socket.once('error', reject);
    });
  }

  send<T>(method: string, params: object = {}): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.socket.send(JSON.stringify({ id, method, params }));
    });
  }

  close() {
    this.socket.close();
  }
}

interface Memory {
  heapUsed: number;
  rss: number;
}

/** The server's heap after a full garbage collection, and its resident set. */
async function memoryAfterGc(inspector: Inspector): Promise<Memory> {
  // Twice: objects kept alive by finalizers or weak callbacks go in the second pass.
  await inspector.send('HeapProfiler.collectGarbage');
  await inspector.send('HeapProfiler.collectGarbage');
  const { result } = await inspector.send<{ result: { value: string } }>('Runtime.evaluate', {
    expression: 'JSON.stringify(process.memoryUsage())',
    returnByValue: true,
  });
  return JSON.parse(result.value) as Memory;
}

/** Requests each made-up address and its share image, ten at a time. */
async function flood(base: string, addresses: string[]) {
  for (let start = 0; start < addresses.length; start += 10) {
    await Promise.all(
      addresses.slice(start, start + 10).map(async (address) => {
        const page = await fetch(base + address, { redirect: 'manual' });
        await page.arrayBuffer();
        expect(page.status, address).toBe(307);
        expect(page.headers.get('location'), address).toMatch(/\/blog$/);
        const image = await fetch(`${base}${address}/opengraph-image`, { redirect: 'manual' });
        await image.arrayBuffer();
        expect(image.status, `${address}/opengraph-image`).toBe(404);
      }),
    );
  }
}

const MB = 1024 * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(1)} MB`;

let cluster: Cluster | undefined;
let inspector: Inspector | undefined;

test.afterAll(async () => {
  inspector?.close();
  await cluster?.stop();
});

/** `next start` of the main build on a copy of its output, with the Node.js inspector on a free port. */
async function startInspectableServer(): Promise<Instance> {
  cluster = new Cluster();
  const instance = await cluster.startInstance('memory', {
    // The main build's own space (the cluster's instances otherwise read a space of their own).
    CONTENTFUL_SPACE_ID: variantByName('main').env.CONTENTFUL_SPACE_ID!,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect=127.0.0.1:0`.trim(),
  });
  const debuggerUrl = instance
    .lines()
    .map((line) => /Debugger listening on (ws:\/\/\S+)/.exec(line)?.[1])
    .find(Boolean);
  if (!debuggerUrl) throw new Error(`No inspector address in ${instance.log}`);
  inspector = await Inspector.connect(debuggerUrl);
  return instance;
}

test('a thousand made-up post addresses and their share images add no file and leave the heap where it was', async () => {
  test.setTimeout(240_000);
  const { url: base, dist } = await startInspectableServer();
  const before = filesUnder(dist);
  const { id } = uniqueEntry('flood');
  let count = 0;
  const madeUp = (length: number) => Array.from({ length }, () => `/blog/${id}-${(count += 1)}`);

  // The first requests load the proxy, the not-found page and the Contentful client, and the
  // first reads of the blog fill the list of known posts: a one-off cost of about 30 MB.
  await flood(base, madeUp(200));
  const warm = await memoryAfterGc(inspector!);
  await flood(base, madeUp(1000));
  const after = await memoryAfterGc(inspector!);
  console.log(
    `Heap after GC: ${mb(warm.heapUsed)} after 200 made-up addresses, ${mb(after.heapUsed)} after 1,000 more ` +
      `(RSS ${mb(warm.rss)}, ${mb(after.rss)})`,
  );
  // Measured: within ±1.5 MB from round to round (compiled code, timing of the Contentful reads).
  // Stored pages would cost well over 100 KB each, so 1,000 of them could not hide under this.
  expect(after.heapUsed - warm.heapUsed).toBeLessThan(5 * MB);

  const added = [...filesUnder(dist).keys()].filter((file) => !before.has(file));
  expect(added).toEqual([]);
});
