import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deferStartupScripts, startupScripts } from '../lib/startup-scripts.mjs';
import { deferBuiltPages } from './defer-startup.mjs';

const page = (scripts: string[]) =>
  `<!DOCTYPE html><html><head>${scripts.map((src) => `<script src="${src}" async=""></script>`).join('')}</head>` +
  `<body><h1>Films</h1></body></html>`;

describe('deferBuiltPages', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'defer-startup-'));
    mkdirSync(path.join(dist, 'server/app/blog'), { recursive: true });
    mkdirSync(path.join(dist, 'server/pages'), { recursive: true });
    writeFileSync(
      path.join(dist, 'server/app/index.html'),
      page(['/_next/static/chunks/framework.js', '/_next/static/chunks/home.js']),
    );
    writeFileSync(path.join(dist, 'server/app/blog/post.html'), page(['/_next/static/chunks/framework.js']));
    writeFileSync(path.join(dist, 'server/pages/404.html'), page([]));
    writeFileSync(path.join(dist, 'server/app/blog/post.rsc'), 'not a page');
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('rewrites every built page with startup scripts as deferred, leaves the rest, and a second run changes nothing', async () => {
    const before = readFileSync(path.join(dist, 'server/app/index.html'), 'utf8');
    await expect(deferBuiltPages({ distDir: dist })).resolves.toEqual({ pages: 3, deferred: 2 });
    const after = readFileSync(path.join(dist, 'server/app/index.html'), 'utf8');
    expect(after).toBe(deferStartupScripts(before));
    expect(startupScripts(after)).toEqual(startupScripts(before));
    expect(readFileSync(path.join(dist, 'server/pages/404.html'), 'utf8')).toBe(page([]));
    expect(readFileSync(path.join(dist, 'server/app/blog/post.rsc'), 'utf8')).toBe('not a page');
    // Written aside and renamed: nothing is left beside the pages.
    expect(readdirSync(path.join(dist, 'server/app')).filter((name) => name.includes('partial'))).toEqual([]);

    await expect(deferBuiltPages({ distDir: dist })).resolves.toEqual({ pages: 3, deferred: 0 });
    expect(readFileSync(path.join(dist, 'server/app/index.html'), 'utf8')).toBe(after);
  });
});
