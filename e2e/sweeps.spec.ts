import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { FIXTURE } from './servers/contentful-fixtures';
import { expectNoAxeViolations } from './support/axe';
import { fetchDocument, shownWithoutScript, textShownWithoutScript } from './support/html';
import { test } from './support/local-pages';
import { collectPageProblems } from './support/page-problems';
import { staticRoutes, templateRoutes, variantRoutes } from './support/routes';

// Site-wide quality sweeps: accessibility, layout width, console and CSP errors on one page of
// each kind in a browser; head metadata, links and images, HTML validity, structured data and
// reading without JavaScript on every page, from the HTML the server sends.

/** Every page, one blog post (from the Content Delivery API stand-in) included. */
const post = `/blog/${FIXTURE.lighting.slug}`;
const routes = [...staticRoutes, post];
const allRoutes = () => [...routes, ...variantRoutes];

/** Lets the page answer a resize (media-query listeners run on the next frames) before it is measured. */
const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));

/** Building an Intl format loads locale data: a tenth of a second on a slow phone, too much for the load path. */
const recordIntlFormatsBuilt = (page: Page) =>
  page.addInitScript(() => {
    const built: string[] = [];
    Object.assign(window, { intlFormatsBuilt: built });
    for (const name of ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'RelativeTimeFormat', 'ListFormat'] as const) {
      const format = new Proxy(Intl[name], {
        construct(target, args) {
          built.push(`Intl.${name}`);
          return Reflect.construct(target, args);
        },
      });
      Object.defineProperty(Intl, name, { value: format, writable: true, configurable: true });
    }
  });

/** Hydration that swaps a server-rendered element for another rebuilds DOM the page already had, on the slowest moment. */
const recordElementsReplaced = (page: Page) =>
  page.addInitScript(() => {
    const removed: string[] = [];
    Object.assign(window, { elementsRemoved: removed });
    // Watched from the start: the page's script may run before the document has finished parsing.
    new MutationObserver((records) => {
      for (const record of records) {
        if (!(record.target instanceof Element) || !record.target.closest('body')) continue;
        for (const node of record.removedNodes) if (node instanceof Element) removed.push(node.outerHTML.slice(0, 120));
      }
    }).observe(document, { childList: true, subtree: true });
  });

/**
 * One load per kind of page in a browser, for what needs layout, scripts and the accessibility
 * tree; the page is loaded at the narrowest width and then widened.
 */
for (const route of [...templateRoutes, post, ...variantRoutes]) {
  test(`${route}: no sideways scroll and the menu button on screen at 320px, no axe violation and nothing wider than the screen at 375px and 1280px, no console error or CSP breach, no Intl format built and no element replaced on load`, async ({
    page,
  }) => {
    // The home page's film keeps the network busy for a while before it counts as idle.
    test.setTimeout(120_000);
    const problems = await collectPageProblems(page);
    await recordIntlFormatsBuilt(page);
    await recordElementsReplaced(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto(route, { waitUntil: 'networkidle' });
    await test.step('no Intl format built while the page loads', async () => {
      expect(await page.evaluate(() => (window as unknown as { intlFormatsBuilt: string[] }).intlFormatsBuilt)).toEqual([]);
    });
    await test.step('no server-rendered element replaced as the page starts', async () => {
      expect(await page.evaluate(() => (window as unknown as { elementsRemoved: string[] }).elementsRemoved)).toEqual([]);
    });
    await test.step('320px: no sideways scroll, the menu button on screen', async () => {
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      const menu = (await page.locator('details[data-site-menu] > summary').boundingBox())!;
      expect(menu.x + menu.width).toBeLessThanOrEqual(320);
    });
    for (const { width, height } of [
      { width: 375, height: 812 },
      { width: 1280, height: 800 },
    ]) {
      await test.step(`${width}px: nothing wider than the screen, no axe violation`, async () => {
        await page.setViewportSize({ width, height });
        await nextFrames(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${route} at ${width}px`).toBeLessThanOrEqual(
          width,
        );
        await expectNoAxeViolations(page);
      });
    }
    expect(problems).toEqual([]);
  });
}

/** The checks below read the HTML the server sends; they need no browser. */
test('every page has one h1, a unique title and description, a canonical link and a working share image', async ({
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  for (const route of routes) {
    const { response, document } = await fetchDocument(request, route);
    expect(response.status(), route).toBe(200);
    expect(document.querySelectorAll('h1'), route).toHaveLength(1);
    const title = document.title;
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    expect(title, route).toBeTruthy();
    expect(description, route).toBeTruthy();
    expect(titles.get(title), `${route} repeats the title of ${titles.get(title)}`).toBeUndefined();
    expect(
      descriptions.get(description!),
      `${route} repeats the description of ${descriptions.get(description!)}`,
    ).toBeUndefined();
    titles.set(title, route);
    descriptions.set(description!, route);

    const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    // Next.js writes the home page's canonical as the bare origin; as a URL it is the same address.
    expect(canonical, route).toBeTruthy();
    expect(new URL(canonical!).href, route).toBe(new URL(route, baseURL).href);

    const image = document.querySelector('meta[property="og:image"]')?.getAttribute('content');
    expect(image, `${route} has no og:image`).toBeTruthy();
    const imageResponse = await request.get(image!);
    expect(imageResponse.status(), `${route} og:image ${image}`).toBe(200);
    expect(imageResponse.headers()['content-type'], route).toMatch(/^image\//);
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content'), route).toBe('summary_large_image');
  }
});

test('every internal link and image answers 200 (a crawl from /)', async ({ baseURL }) => {
  test.setTimeout(300_000);
  const { LinkChecker } = await import('linkinator');
  const origin = new URL(baseURL!).origin;
  const checkedImages = new Set<string>();
  const result = await new LinkChecker().check({
    path: `${origin}/`,
    recurse: true,
    concurrency: 4,
    timeout: 60_000,
    retryErrors: true,
    retryErrorsCount: 2,
    // Only this site is crawled (external profiles and the video host are not reachable from
    // tests). Each optimised image is fetched at one responsive width: the others are the same
    // file resized by the same optimizer.
    linksToSkip: async (link) => {
      if (!link.startsWith(origin)) return true;
      if (!link.includes('/_next/image?')) return false;
      const source = new URL(link).searchParams.get('url') ?? link;
      if (checkedImages.has(source)) return true;
      checkedImages.add(source);
      return false;
    },
  });
  const broken = result.links
    .filter((link) => link.state === 'BROKEN')
    .map((link) => `${link.status} ${link.url} (on ${link.parent})`);
  expect(broken).toEqual([]);
  expect(result.links.length).toBeGreaterThan(staticRoutes.length);
});

test('the HTML of every route validates with the Nu HTML Checker', async ({ request }) => {
  test.setTimeout(180_000);
  const dir = await mkdtemp(path.join(tmpdir(), 'vnu-'));
  const files: string[] = [];
  for (const [index, route] of allRoutes().entries()) {
    const response = await request.get(route, { maxRedirects: 0 });
    const file = path.join(dir, `${index}.html`);
    await writeFile(file, await response.text());
    files.push(file);
  }
  const vnuJar = (await import('vnu-jar')).default as unknown as string;
  const { stdout, stderr } = await promisify(execFile)(
    'java',
    ['-jar', String(vnuJar), '--format', 'json', '--exit-zero-always', ...files],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  );
  const report = JSON.parse(stderr || stdout) as {
    messages: { type: string; url: string; message: string; lastLine?: number }[];
  };
  const errors = report.messages
    .filter((message) => message.type === 'error')
    .map((message) => `${allRoutes()[files.indexOf(new URL(message.url).pathname)]}:${message.lastLine}: ${message.message}`);
  expect(errors).toEqual([]);
});

/** Properties Google's documentation requires (or, where it requires none, recommends) per type. */
const requiredByType: Record<string, string[]> = {
  BreadcrumbList: ['itemListElement'],
  FAQPage: ['mainEntity'],
  VideoObject: ['name', 'description', 'thumbnailUrl', 'uploadDate', 'duration', 'embedUrl'],
  BlogPosting: ['headline', 'datePublished', 'dateModified', 'image', 'author', 'publisher'],
  ProfessionalService: ['name', 'address', 'url', 'geo'],
  Service: ['name', 'provider', 'areaServed'],
};

test('every JSON-LD block parses and carries the properties its type requires', async ({ request }) => {
  const seen = new Set<string>();
  for (const route of routes) {
    const html = await (await request.get(route)).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    for (const block of blocks) {
      const data = JSON.parse(block) as Record<string, unknown>;
      const type = String(data['@type']);
      expect(data['@context'], `${route} ${type}`).toBe('https://schema.org');
      seen.add(type);
      for (const property of requiredByType[type] ?? []) {
        expect(data[property], `${route}: ${type}.${property}`).toBeTruthy();
      }
      if (type === 'BreadcrumbList') {
        for (const item of data.itemListElement as Record<string, unknown>[]) {
          expect(item, route).toMatchObject({ '@type': 'ListItem', position: expect.any(Number), name: expect.any(String) });
          expect(String(item.item), route).toMatch(/^https?:\/\//);
        }
      }
      if (type === 'FAQPage') {
        for (const question of data.mainEntity as Record<string, Record<string, unknown>>[]) {
          expect(question.name, route).toBeTruthy();
          expect(question.acceptedAnswer?.text, route).toBeTruthy();
        }
      }
    }
  }
  expect([...seen].sort()).toEqual(expect.arrayContaining(Object.keys(requiredByType).sort()));
});

test('without JavaScript every route shows its heading and main content', async ({ request }) => {
  test.setTimeout(120_000);
  for (const route of allRoutes()) {
    const { document } = await fetchDocument(request, route);
    const [h1, ...others] = [...document.querySelectorAll('h1')];
    expect(others, route).toEqual([]);
    expect(h1 && shownWithoutScript(h1), `${route} shows its h1`).toBe(true);
    const main = document.querySelector('main');
    expect(main && shownWithoutScript(main), `${route} shows its main`).toBe(true);
    expect(main!.contains(h1!), `${route}: the h1 is in main`).toBe(true);
    expect(textShownWithoutScript(main!).replace(/\s+/g, ' ').trim().length, route).toBeGreaterThan(40);
    // Every section is in the page as sent, not streamed in later behind a script.
    const waiting = [...document.querySelectorAll('section')].filter((section) => !shownWithoutScript(section));
    expect(
      waiting.map((section) => section.getAttribute('aria-labelledby') ?? section.outerHTML.slice(0, 80)),
      `${route}: sections hidden without JavaScript`,
    ).toEqual([]);
  }
});

/**
 * What breaks between phone and laptop, measured in the browser: a button label or an e-mail address on two lines, a
 * label running past the box drawn around it, an icon circle squashed out of round, a client name alone on the last line
 * of the clients band.
 */
function layoutBreaks(page: Page) {
  return page.evaluate(() => {
    const problems: string[] = [];
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const name = (element: Element) => `${element.localName} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
    /** Clipped away to be read out only (`sr-only`, at every width or at some). */
    const readOutOnly = (node: Node) => {
      for (let element = node.parentElement; element; element = element.parentElement)
        if (getComputedStyle(element).clipPath !== 'none') return true;
      return false;
    };
    /** Text boxes of the label, leaving out text only for screen readers. */
    const textBoxes = (element: Element) => {
      const boxes: DOMRect[] = [];
      const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.nodeValue?.trim() || readOutOnly(node)) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...[...range.getClientRects()].filter((box) => box.width > 1 && box.height > 1));
      }
      return boxes;
    };
    const oneLine = (boxes: DOMRect[]) =>
      boxes.every((box) => boxes.every((other) => box.top < other.bottom - 1 && other.top < box.bottom - 1));
    const pill = (element: Element) => {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      const filled = style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderTopWidth) > 0;
      return /flex/.test(style.display) && filled && parseFloat(style.borderTopLeftRadius) >= box.height / 2 - 1;
    };
    // Buttons, and links and disclosures drawn as buttons (a question of an FAQ may take two lines).
    const labels = [...document.querySelectorAll('button, summary, a')].filter(
      (element) => shown(element) && (element.localName === 'button' || pill(element) || element.matches('a[href^="mailto:"]')),
    );
    for (const label of labels) if (!oneLine(textBoxes(label))) problems.push(`${name(label)} wraps`);

    // A link or button drawn as a box (a fill or a border) holds its label inside it. A closed menu's links are laid
    // out when asked, but not drawn; the skip link is clipped away until it is focused.
    for (const control of document.querySelectorAll('a, button, summary')) {
      const style = getComputedStyle(control);
      if (!shown(control) || !control.checkVisibility({ visibilityProperty: true }) || style.clipPath !== 'none') continue;
      if (style.backgroundColor === 'rgba(0, 0, 0, 0)' && !(parseFloat(style.borderTopWidth) > 0)) continue;
      const box = control.getBoundingClientRect();
      if (textBoxes(control).some((text) => text.right > box.right - 1 || text.left < box.left + 1))
        problems.push(`${name(control)} runs past its box`);
    }

    for (const circle of document.querySelectorAll('[class*="rounded-full"][class*="size-"]')) {
      if (!shown(circle)) continue;
      const box = circle.getBoundingClientRect();
      if (Math.abs(box.width - box.height) > 1) problems.push(`${name(circle)} is ${box.width}×${box.height}, not round`);
    }

    for (const band of document.querySelectorAll('[data-clients] ul')) {
      const lines = new Map<number, number>();
      for (const item of band.children) {
        const top = Math.round(item.getBoundingClientRect().top);
        const line = [...lines.keys()].find((known) => Math.abs(known - top) < 8) ?? top;
        lines.set(line, (lines.get(line) ?? 0) + 1);
      }
      const counts = [...lines.values()];
      if (counts.length > 1 && counts.at(-1) === 1 && counts.some((count) => count > 1))
        problems.push(`a client alone on the last line of the clients band (${counts.join(' + ')})`);
    }
    return problems;
  });
}

test('from 320 to 1536 px: no button label or e-mail address wraps or runs past its box, no icon circle is squashed, no client alone on a line', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const widths = Array.from({ length: Math.floor((1536 - 320) / 32) + 1 }, (_, index) => 320 + index * 32);
  const found = new Set<string>();
  for (const route of ['/', '/contact', '/portfolio', templateRoutes.find((path) => path.endsWith('-videography'))!]) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(route);
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await nextFrames(page);
      for (const problem of await layoutBreaks(page)) found.add(`${route} at ${width}px: ${problem}`);
    }
  }
  expect([...found]).toEqual([]);
});
