#!/usr/bin/env node
/**
 * npm run bench:archive: what the size of the blog's archive costs. For each size (ARCHIVE_POSTS,
 * default 6,100,500) it fills a space of the test Contentful stand-in (e2e/servers/contentful.ts)
 * with that many generated posts (e2e/servers/contentful-archive.ts), builds the site against it
 * with `npm run build`, serves it with `next start` and prints:
 *  - the build's wall time and peak memory (the resident memory of the build and its workers, summed);
 *  - the size of the build output folder (.next);
 *  - the HTML bytes of /blog and of the newest post, the links to posts on /blog, and the feed's bytes;
 *  - the server's resident memory after it served every page of the sitemap once.
 * Writes the rows to .bench/archive.json.
 */
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, whenAnswering } from './net.mjs';

register('./typescript-loader.mjs', import.meta.url);
const { CONTENTFUL, seedSpace, startContentfulStandIn } = await import('../e2e/servers/contentful.ts');
const { archivePosts } = await import('../e2e/servers/contentful-archive.ts');

const root = path.resolve(import.meta.dirname, '..');
const benchDir = path.join(root, '.bench');
const nextBin = path.join(root, 'node_modules/.bin/next');
const SIZES = (process.env.ARCHIVE_POSTS ?? '6,100,500').split(',').map(Number);
/** /proc counts resident memory in pages. */
const PAGE_SIZE = Number(execFileSync('getconf', ['PAGESIZE'], { encoding: 'utf8' }));

/** Resident bytes of a process and every process under it, read from /proc. */
function treeRss(pid) {
  const children = new Map();
  const rss = new Map();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The command name may hold spaces: fields are counted after its closing parenthesis.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const parent = Number(fields[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(name)]);
      rss.set(Number(name), Number(fields[21]) * PAGE_SIZE);
    } catch {
      // The process ended while the folder was read.
    }
  }
  let total = 0;
  const queue = [pid];
  while (queue.length) {
    const current = queue.pop();
    total += rss.get(current) ?? 0;
    queue.push(...(children.get(current) ?? []));
  }
  return total;
}

/** Runs a command to its end, sampling the memory of its process tree. */
function runMeasured(command, args, env) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 200);
    child.once('error', reject);
    child.once('close', (status) => {
      clearInterval(sampler);
      if (status !== 0) reject(new Error(`${command} ${args.join(' ')} failed:\n${output}`));
      else resolve({ seconds: (Date.now() - started) / 1000, peakBytes: peak });
    });
  });
}

function folderBytes(dir) {
  let total = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) total += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

async function serve(env, port) {
  const child = spawn(process.execPath, [nextBin, 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: root,
    env,
    stdio: 'ignore',
  });
  return whenAnswering('next start', child, `http://127.0.0.1:${port}/`);
}

const bytesOf = async (url) => Buffer.byteLength(await (await fetch(url)).text());

/** Every page of the sitemap, four at a time. */
async function visitAll(origin, sitemapXml) {
  const paths = [...sitemapXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
  for (let start = 0; start < paths.length; start += 4) {
    await Promise.all(paths.slice(start, start + 4).map(async (page) => (await fetch(origin + page)).arrayBuffer()));
  }
  return paths.length;
}

async function measure(posts, cmsHost) {
  const space = `kestrel-archive-${posts}`;
  seedSpace(
    space,
    archivePosts(posts).map((post) => post.entry),
  );
  // One folder for every size, emptied first: each build starts as a fresh deploy would.
  const dist = '.next-archive';
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_DIST_DIR: dist,
    SITE_URL: origin,
    CONTENTFUL_SPACE_ID: space,
    CONTENTFUL_ACCESS_TOKEN: CONTENTFUL.deliveryToken,
    CONTENTFUL_HOST: cmsHost,
  };
  rmSync(path.join(root, dist), { recursive: true, force: true });
  const build = await runMeasured('npm', ['run', 'build'], env);
  const server = await serve(env, port);
  try {
    const blogHtml = await (await fetch(`${origin}/blog`)).text();
    const newest = archivePosts(1)[0];
    const row = {
      posts,
      'build s': Math.round(build.seconds),
      'build peak MB': Math.round(build.peakBytes / 2 ** 20),
      '.next MB': Math.round(folderBytes(path.join(root, dist)) / 2 ** 20),
      '/blog HTML KB': +(Buffer.byteLength(blogHtml) / 1024).toFixed(1),
      '/blog post links': new Set([...blogHtml.matchAll(/href="\/blog\/(?!page\/|rss\.xml)[^"/]+"/g)].map((match) => match[0]))
        .size,
      'post HTML KB': +((await bytesOf(`${origin}/blog/${newest.slug}`)) / 1024).toFixed(1),
      'feed KB': +((await bytesOf(`${origin}/blog/rss.xml`)) / 1024).toFixed(1),
    };
    row['pages served'] = await visitAll(origin, await (await fetch(`${origin}/sitemap.xml`)).text());
    row['server MB after'] = Math.round(treeRss(server.pid) / 2 ** 20);
    return row;
  } finally {
    server.kill();
  }
}

async function main() {
  mkdirSync(benchDir, { recursive: true });
  const cmsPort = await freePort();
  // As many entries per response as the site asks for (Contentful answers up to 1000).
  const cms = await startContentfulStandIn(cmsPort, { pageSize: 1000 });
  const rows = [];
  try {
    for (const posts of SIZES) {
      console.log(`[archive] ${posts} posts`);
      rows.push(await measure(posts, `127.0.0.1:${cmsPort}`));
      // Each row as it comes: a long run stopped part-way still leaves its figures.
      console.table(rows.slice(-1));
    }
  } finally {
    await cms.stop();
  }
  console.table(rows);
  const results = { measuredAt: new Date().toISOString(), cpus: os.cpus().length, rows };
  writeFileSync(path.join(benchDir, 'archive.json'), `${JSON.stringify(results, null, 2)}\n`);
  console.log('Written to .bench/archive.json');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
