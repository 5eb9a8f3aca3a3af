import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { closeSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request as playwrightRequest, test } from '@playwright/test';
import { createClient } from '@redis/client';
import { freePort, stopChild, waitUntil } from '../../scripts/net.mjs';
import { nginxArgs, nginxConfig, systemBinary } from '../../scripts/scale-out.mjs';
import { startRedis } from '../../test/support/redis';
import { CONTENTFUL } from '../servers/contentful';
import { copyBuild } from './build-copy.mjs';
import { origin } from './ports';
import { distDir, nextBin, nextStartArgs, variantByName } from './variants';

// Several instances of the site as they run beyond one machine: Debian's redis-server and
// nginx, and `next start` instances of the `main` test build, each with its own copy of the
// build output (as on separate machines). Everything listens on free loopback ports, keeps
// its files in its own temporary folder and is stopped by stop().

const root = path.resolve(__dirname, '../..');

/** A self-signed certificate for 127.0.0.1, made by Debian's openssl for one test run. */
function makeCertificate({ certificate, key }: { certificate: string; key: string }) {
  execFileSync(
    'openssl',
    ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1'].concat([
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
      '-keyout',
      key,
      '-out',
      certificate,
    ]),
    { stdio: 'ignore' },
  );
}

/** An HTTP client of the tests that trusts the front door's certificate (made for the test, so not in any store). */
export const frontDoorClient = () => playwrightRequest.newContext({ ignoreHTTPSErrors: true });

const redisClient = (url: string) => createClient({ url, socket: { reconnectStrategy: false, connectTimeout: 1000 } });
type RedisClient = ReturnType<typeof redisClient>;

const answersHttp = (url: string) => async () => {
  await fetch(url, { redirect: 'manual' });
  return true;
};

export interface Instance {
  name: string;
  url: string;
  log: string;
  /** Its own copy of the build output. */
  dist: string;
  /** Lines of the instance's output so far. */
  lines(): string[];
}

export class Cluster {
  readonly dir = mkdtempSync(path.join(os.tmpdir(), 'kestrel-scale-out-'));
  /** Build copies live inside the project: Next resolves distDir against it. */
  private readonly buildsDir = path.join(root, '.next-e2e', path.basename(this.dir));
  private readonly children = new Map<string, ChildProcess>();
  redisPort = 0;
  get redisUrl() {
    return `redis://127.0.0.1:${this.redisPort}`;
  }

  /** Starts redis-server (again on the same port after stopRedis) with its data under the temporary folder. */
  async startRedis() {
    this.redisPort ||= await freePort();
    this.children.set('redis', await startRedis(this.redisPort, path.join(this.dir, 'redis'), { timeout: 60_000 }));
  }

  /** Stops redis-server; with `keepData` it saves first and starts again with that data, as a Redis that persists does. */
  async stopRedis({ keepData = false } = {}) {
    if (keepData) await this.redis((client) => client.sendCommand(['SAVE']));
    else rmSync(path.join(this.dir, 'redis', 'dump.rdb'), { force: true });
    const child = this.children.get('redis');
    this.children.delete('redis');
    if (child) await stopChild(child);
  }

  /** Runs commands on a short-lived connection of the test's own. */
  async redis<T>(run: (client: RedisClient) => Promise<T>): Promise<T> {
    const client = redisClient(this.redisUrl);
    client.on('error', () => {});
    await client.connect();
    try {
      return await run(client);
    } finally {
      client.destroy();
    }
  }

  /**
   * A `next start` instance of the main test build, on its own copy of the build output, reading
   * the stand-in's scale-out space (the main build's fixtures, apart from the suite's main instance).
   */
  async startInstance(
    name: string,
    env: Record<string, string>,
    { host = '127.0.0.1' as string | null } = {},
  ): Promise<Instance> {
    const variant = variantByName('main');
    const dist = path.join(this.buildsDir, name);
    // The data cache of the test build stays behind: each instance starts as a fresh machine would.
    copyBuild(path.join(root, distDir(variant)), dist);
    this.settings.set(name, env);
    this.hosts.set(name, host);
    return this.spawnInstance(name, dist);
  }

  /** Stops an instance and starts it again on the same build output (its own pages and data cache), as after a deploy or a crash. */
  async restartInstance(instance: Instance): Promise<Instance> {
    const child = this.children.get(instance.name);
    this.children.delete(instance.name);
    if (child) await stopChild(child);
    return this.spawnInstance(instance.name, instance.dist);
  }

  private readonly settings = new Map<string, Record<string, string>>();
  /** The address each instance binds (`-H`); null binds Next's default, every address. */
  private readonly hosts = new Map<string, string | null>();

  private async spawnInstance(name: string, dist: string): Promise<Instance> {
    const variant = variantByName('main');
    const port = await freePort();
    const log = path.join(this.dir, `${name}.log`);
    // One descriptor for both streams: two would each write at their own offset, over each other.
    const out = openSync(log, 'a');
    const host = this.hosts.get(name) ?? '127.0.0.1';
    const child = spawn(process.execPath, [nextBin, ...nextStartArgs(port, host)], {
      cwd: root,
      env: {
        ...process.env,
        ...variant.env,
        NEXT_DIST_DIR: path.relative(root, dist),
        NEXT_TELEMETRY_DISABLED: '1',
        // Read at run time: these instances publish and revalidate in a space of their own.
        CONTENTFUL_SPACE_ID: CONTENTFUL.scaleOutSpace,
        // An enquiry store and mail outbox of their own: the main instance's outbox is under test elsewhere.
        CONTACT_ENQUIRIES_FILE: path.join(this.dir, `${name}-enquiries.jsonl`),
        SMTP_URL: '',
        SMTP_TO: '',
        SMTP_FROM: '',
        REDIS_URL: '',
        ...this.settings.get(name),
      },
      stdio: ['ignore', out, out],
    });
    closeSync(out);
    this.children.set(name, child);
    const url = host === '::1' ? `http://[::1]:${port}` : origin(port);
    await waitUntil(`next start (${name})`, answersHttp(url), { child, log });
    return { name, url, log, dist, lines: () => readFileSync(log, 'utf8').split('\n') };
  }

  /**
   * nginx in front of the instances, round robin, as operators run it: TLS ended there (a certificate made for the
   * test) and the standard forwarded headers. Clients trust the certificate through `frontDoorClient`.
   */
  async startNginx(instances: Instance[]): Promise<string> {
    const port = await freePort();
    const prefix = path.join(this.dir, 'nginx');
    mkdirSync(prefix, { recursive: true });
    const tls = { certificate: path.join(prefix, 'cert.pem'), key: path.join(prefix, 'key.pem') };
    makeCertificate(tls);
    const upstreams = instances.map((instance) => new URL(instance.url).host);
    writeFileSync(path.join(prefix, 'nginx.conf'), nginxConfig({ port, prefix, upstreams, tls }));
    const log = path.join(prefix, 'error.log');
    writeFileSync(log, '');
    const child = spawn(systemBinary('nginx'), nginxArgs(prefix), { stdio: 'ignore' });
    this.children.set('nginx', child);
    const url = `https://127.0.0.1:${port}`;
    const client = await frontDoorClient();
    try {
      await waitUntil('nginx', async () => (await client.get(url, { maxRedirects: 0 })).status() < 500, { child, log });
    } finally {
      await client.dispose();
    }
    return url;
  }

  async stop() {
    await Promise.all([...this.children.values()].map(stopChild));
    this.children.clear();
    rmSync(this.buildsDir, { recursive: true, force: true });
    rmSync(this.dir, { recursive: true, force: true });
  }
}

/**
 * The cluster of a file's tests: made before them, `start` then given `timeout` ms (two minutes unless said) to start
 * what they use; after them, `cleanUp` runs and the cluster stops even if it failed.
 */
export function clusterForFile(
  start: (cluster: Cluster) => Promise<void>,
  { timeout = 120_000, cleanUp = async () => {} }: { timeout?: number; cleanUp?: () => unknown } = {},
): () => Cluster {
  let cluster: Cluster | undefined;
  test.beforeAll(async () => {
    test.setTimeout(timeout);
    cluster = new Cluster();
    await start(cluster);
  });
  test.afterAll(async () => {
    try {
      await cleanUp();
    } finally {
      await cluster?.stop();
    }
  });
  return () => cluster!;
}
