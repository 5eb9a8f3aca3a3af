import { expect, test } from '@playwright/test';
import { site } from '../content/site';
import { fetchDocument, jsonLdIn, shownWithoutScript, textOf } from './support/html';

/** In the server's HTML, the section named by its heading, as getByRole('region') finds it. */
function region(document: Document, name: string): Element {
  const found = [...document.querySelectorAll('section[aria-labelledby]')].filter(
    (element) => textOf(document.getElementById(element.getAttribute('aria-labelledby') ?? '')) === name,
  );
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

const shownHeadings = (root: Element, level: number) =>
  [...root.querySelectorAll(`h${level}`)].filter(shownWithoutScript).map(textOf);

/** The one shown link whose text holds `name`, case aside, as getByRole('link', { name }) finds it. */
function linkNamed(root: Element, name: string): Element {
  const found = [...root.querySelectorAll('a[href]')].filter(
    (link) => shownWithoutScript(link) && textOf(link).toLowerCase().includes(name.toLowerCase()),
  );
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

const portraitSelector = 'main img[src*="about-portrait.jpg"]';

// Read from the HTML the server sends: what every visitor receives before any script runs.
test('the story, the photograph and the approach', async ({ request }) => {
  const { response, document } = await fetchDocument(request, '/about');
  expect(response.status()).toBe(200);
  expect(document.title).toBe(`About ${site.owner} | ${site.name}`);
  expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/Lewes/);
  expect(document.querySelectorAll('h1')).toHaveLength(1);
  expect(shownHeadings(document.body, 1)).toEqual(['The Person Behind the Camera']);
  const story = [...document.querySelectorAll('main header p')].filter((paragraph) =>
    textOf(paragraph).includes(`I’m ${site.owner}`),
  );
  expect(story).toHaveLength(1);
  expect(shownWithoutScript(story[0]!)).toBe(true);

  const portrait = document.querySelectorAll(portraitSelector);
  expect(portrait).toHaveLength(1);
  expect(portrait[0]!.getAttribute('alt')).toMatch(/\S/);
  expect(portrait[0]!.getAttribute('src')).toMatch(/^\/_next\/image\?url=%2Fimages%2Fabout-portrait\.jpg/);

  expect(shownHeadings(region(document, 'My Approach'), 3)).toEqual([
    'Strategic Planning',
    'Creative Vision',
    'Quality Production',
  ]);
});

test('the equipment lists, Let’s Work Together and the quote banner', async ({ request }) => {
  const { document } = await fetchDocument(request, '/about');
  const equipment = region(document, 'Equipment');
  expect(shownHeadings(equipment, 3)).toEqual(['Camera', 'Audio and Lighting']);
  for (const list of ['Camera', 'Audio and Lighting']) {
    // Every block of the section holding the list's heading, as locator('div', { has: heading }) finds them.
    const blocks = [...equipment.querySelectorAll('div')].filter((block) =>
      [...block.querySelectorAll('h1, h2, h3, h4, h5, h6')].some((heading) =>
        textOf(heading).toLowerCase().includes(list.toLowerCase()),
      ),
    );
    const items = new Set(blocks.flatMap((block) => [...block.querySelectorAll('li')].filter(shownWithoutScript)));
    expect(items.size, list).toBeGreaterThanOrEqual(4);
  }
  expect(linkNamed(document.body, "Let's Work Together").getAttribute('href')).toBe('/contact?from=/about');
  const banner = document.querySelector('section[aria-labelledby="quote-banner-title"]')!;
  expect(linkNamed(banner, 'Get a Quote').getAttribute('href')).toBe('/contact?from=/about');
});

test('breadcrumbs, and no local-business data', async ({ request }) => {
  const { document } = await fetchDocument(request, '/about');
  expect(jsonLdIn(document).map((block) => block['@type'])).toEqual(['BreadcrumbList']);
  const breadcrumb = document.querySelector('nav[aria-label="Breadcrumb"]')!;
  // The innermost element naming the page, as getByText('About') finds it.
  const naming = [...breadcrumb.querySelectorAll('*')].filter((element) => textOf(element).includes('About'));
  const innermost = naming.filter((element) => !naming.some((other) => other !== element && element.contains(other)));
  expect(innermost).toHaveLength(1);
  expect(innermost[0]!.getAttribute('aria-current')).toBe('page');
});

test.describe('in the browser', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the photograph loads', async ({ page }) => {
    await page.goto('/about');
    const portrait = page.locator(portraitSelector);
    expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });
});
