import { deferStartupScripts, LAST_RESORT_MS, STARTUP_LIST_ID, startupScripts } from './startup-scripts.mjs';

const preload = (src: string) => `<link rel="preload" as="script" fetchPriority="low" href="${src}"/>`;
const element = (src: string, extra = '') => `<script src="${src}" async=""${extra}></script>`;

/** A page as React writes it: startup scripts in the head and after the root, and a copy of an address in the page's data. */
const page = ({ head = [] as string[], tail = [] as string[], extra = '' } = {}) =>
  `<!DOCTYPE html><html lang="en-GB"><head><meta charSet="utf-8"/>${head.map(preload).join('')}` +
  `<link rel="stylesheet" href="/_next/static/chunks/site.css" data-precedence="next"/>` +
  `${head.map((src) => element(src)).join('')}<script src="/_next/static/chunks/polyfills.js" noModule=""></script>${extra}</head>` +
  `<body><main><h1>Films</h1><img fetchpriority="high" src="/poster.avif" alt=""/></main>` +
  `<script type="application/ld+json">{"@type":"WebPage"}</script>` +
  `<script id="_R_">(globalThis.TURBOPACK ||= []).push({"otherChunks":[]});</script>${tail.map((src) => element(src)).join('')}` +
  `<script>self.__next_f.push([1,"[\\"$\\",\\"script\\",null,{\\"src\\":\\"/_next/static/chunks/lazy.js\\"}]"])</script></body></html>`;

const listOf = (html: string) =>
  JSON.parse(new RegExp(`<script id="${STARTUP_LIST_ID}" type="application/json">(.*?)</script>`).exec(html)![1]!);

describe('startupScripts', () => {
  it("lists the build's scripts the page's elements load, without a query, and no nomodule script nor the data's copies", () => {
    const html = page({
      head: ['/_next/static/chunks/a.js?dpl=release-7', 'https://cdn.example/_next/static/chunks/c.js'],
      tail: ['/_next/static/chunks/b.js'],
    });
    expect(startupScripts(html).sort()).toEqual([
      '/_next/static/chunks/a.js',
      '/_next/static/chunks/b.js',
      '/_next/static/chunks/c.js',
    ]);
  });

  it('leaves out scripts from elsewhere than the build', () => {
    expect(startupScripts(page({ head: ['/widget.js', 'https://faq.example/embed.js'] }))).toEqual([]);
  });

  it('lists the same scripts once the page is deferred', () => {
    const html = page({ head: ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js'], tail: ['/_next/static/chunks/c.js'] });
    expect(startupScripts(deferStartupScripts(html))).toEqual(startupScripts(html));
  });
});

describe('deferStartupScripts', () => {
  const head = ['/_next/static/chunks/react.js', '/_next/static/chunks/turbopack-runtime.js?dpl=release-7&amp;v=2'];
  const tail = ['/_next/static/chunks/main.js'];

  it('takes out every startup element and its preload, and lists them in order, as addresses, before </body>', () => {
    const deferred = deferStartupScripts(page({ head, tail }));
    expect(deferred).not.toMatch(/<script src="\/_next\/static\/[^"]*" async="">/);
    expect(deferred).not.toContain('rel="preload" as="script"');
    expect(listOf(deferred)).toEqual([
      '/_next/static/chunks/react.js',
      '/_next/static/chunks/turbopack-runtime.js?dpl=release-7&v=2',
      '/_next/static/chunks/main.js',
    ]);
    // The list, then the script adding them, close the body.
    expect(deferred).toMatch(
      new RegExp(
        `<script id="${STARTUP_LIST_ID}" type="application/json">[^<]*</script><script>\\(function[\\s\\S]*\\)\\(${JSON.stringify(STARTUP_LIST_ID)},${LAST_RESORT_MS}\\)</script></body></html>$`,
      ),
    );
  });

  it('keeps everything else as it was: the stylesheet, the nomodule script, inline and data scripts, the content', () => {
    const original = page({ head, tail });
    const deferred = deferStartupScripts(original);
    const without = (html: string) =>
      html
        .replace(/<script src="\/_next\/static\/[^"]*" async=""><\/script>/g, '')
        .replace(/<link rel="preload" as="script"[^>]*>/g, '')
        .replace(new RegExp(`<script id="${STARTUP_LIST_ID}"[\\s\\S]*</script></body>`), '</body>');
    expect(without(deferred)).toBe(without(original));
    for (const kept of [
      'noModule=""',
      '<script id="_R_">',
      'application/ld+json',
      'self.__next_f.push',
      'rel="stylesheet"',
      '<img fetchpriority="high"',
    ])
      expect(deferred).toContain(kept);
  });

  it('leaves an element it does not know alone: another attribute, a body, another address', () => {
    const unknown = [
      element('/_next/static/chunks/signed.js', ' integrity="sha384-abc"'),
      '<script src="/_next/static/chunks/inline.js" async="">void 0</script>',
      element('/widget.js'),
    ].join('');
    const deferred = deferStartupScripts(page({ head, extra: unknown }));
    expect(deferred).toContain(unknown);
    expect(listOf(deferred)).toEqual(head.map((src) => src.replace('&amp;', '&')));
  });

  it('changes nothing on a page already deferred, without startup scripts, or without a body end', () => {
    const once = deferStartupScripts(page({ head, tail }));
    expect(deferStartupScripts(once)).toBe(once);
    const plain = page();
    expect(deferStartupScripts(plain)).toBe(plain);
    const cut = page({ head }).replace('</body></html>', '');
    expect(deferStartupScripts(cut)).toBe(cut);
  });

  it('writes a list no address can close early', () => {
    // React escapes the attribute; the list holds the address itself.
    const deferred = deferStartupScripts(page({ head: ['/_next/static/chunks/a.js?x=&lt;/script&gt;&lt;script&gt;alert(1)//'] }));
    expect(deferred).not.toContain('</script><script>alert(1)');
    expect(listOf(deferred)).toEqual(['/_next/static/chunks/a.js?x=</script><script>alert(1)//']);
  });
});
