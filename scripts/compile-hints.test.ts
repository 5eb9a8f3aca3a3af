import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, startupScripts } from './compile-hints.mjs';

/** A page as React writes it: script elements in the head, and a copy of a script's address in the page's data script. */
const page = (scripts: string[], { legacy, lazy }: { legacy?: string; lazy?: string } = {}) =>
  `<html><head>${scripts.map((src) => `<script src="${src}" async=""></script>`).join('')}` +
  `${legacy ? `<script src="${legacy}" noModule=""></script>` : ''}</head>` +
  `<body><p>Hello</p><script>self.__next_f.push([1,"[\\"$\\",\\"script\\",null,{\\"src\\":\\"${lazy ?? ''}\\"}]"])</script>` +
  `<script type="application/ld+json">{"@type":"WebPage"}</script></body></html>`;

describe('startupScripts', () => {
  it("lists the build's scripts the page's elements load, without a query, and no nomodule script nor the data's copies", () => {
    const html = page(
      [
        '/_next/static/chunks/a.js?dpl=release-7&amp;v=2',
        '/_next/static/chunks/b.js',
        'https://cdn.example/_next/static/chunks/c.js',
      ],
      { legacy: '/_next/static/chunks/polyfills.js', lazy: '/_next/static/chunks/lazy.js' },
    );
    expect(startupScripts(html).sort()).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('leaves out scripts from elsewhere than the build', () => {
    expect(startupScripts(page(['/widget.js', 'https://faq.example/embed.js']))).toEqual([]);
  });
});

describe('addCompileHints', () => {
  let root: string;
  const chunk = (dist: string, name: string) => path.join(dist, 'static/chunks', name);

  function build(name: string, pages: Record<string, string>, chunks: string[]) {
    const dist = path.join(root, name);
    mkdirSync(path.join(dist, 'server/app/blog'), { recursive: true });
    mkdirSync(path.join(dist, 'static/chunks'), { recursive: true });
    for (const [route, html] of Object.entries(pages)) writeFileSync(path.join(dist, 'server/app', `${route}.html`), html);
    for (const name of chunks) writeFileSync(chunk(dist, name), `(self.TURBOPACK ||= []).push(["${name}", () => "é"]);\n`);
    return dist;
  }

  beforeAll(() => (root = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'))));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('opens each startup script of every page with the hint once, byte for byte otherwise, and leaves the others alone', async () => {
    const dist = build(
      'site',
      {
        index: page(['/_next/static/chunks/framework.js', '/_next/static/chunks/home.js']),
        'blog/post': page(['/_next/static/chunks/framework.js', '/_next/static/chunks/post.js'], {
          legacy: '/_next/static/chunks/polyfills.js',
          lazy: '/_next/static/chunks/player.js',
        }),
      },
      ['framework.js', 'home.js', 'post.js', 'polyfills.js', 'player.js'],
    );
    const before = (name: string) => Buffer.from(`(self.TURBOPACK ||= []).push(["${name}", () => "é"]);\n`);

    await expect(addCompileHints({ distDir: dist })).resolves.toEqual({ scripts: 3, hinted: 3 });
    for (const name of ['framework.js', 'home.js', 'post.js'])
      expect(readFileSync(chunk(dist, name)).equals(Buffer.concat([Buffer.from(COMPILE_HINT), before(name)]))).toBe(true);
    for (const name of ['polyfills.js', 'player.js']) expect(readFileSync(chunk(dist, name)).equals(before(name))).toBe(true);

    // A second run, or a copy of a build made after the first, finds nothing left to mark.
    await expect(addCompileHints({ distDir: dist })).resolves.toEqual({ scripts: 3, hinted: 0 });
    expect(readFileSync(chunk(dist, 'framework.js'), 'utf8').split(COMPILE_HINT)).toHaveLength(2);
  });

  it('stops naming the script and the page when a page loads a script the build does not hold', async () => {
    const dist = build(
      'broken',
      { index: page(['/_next/static/chunks/there.js']), 'blog/post': page(['/_next/static/chunks/gone.js']) },
      ['there.js'],
    );
    const failure = addCompileHints({ distDir: dist });
    await expect(failure).rejects.toThrow(/\/_next\/static\/chunks\/gone\.js is not in the build \(loaded by \/blog\/post\)/);
  });
});
