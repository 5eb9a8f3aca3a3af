import { expect, test } from '@playwright/test';
import sampleEntries from '../content/blog-sample-entries.json';
import { CONTACT_PATH, quoteHref } from '../lib/contact-routes';
import { expectNoAxeViolations } from './support/axe';
import { collapseWhitespace, fetchDocument, shownWithoutScript, textShownWithoutScript } from './support/html';
import { E2E_SECRETS } from './support/variants';

// The `defaults` build has no Contentful settings: the blog shows the sample entries shipped in content/.

const sample = sampleEntries.items.map((item) => ({ title: item.fields.title, slug: item.fields.slug }));

/** The one element of `elements`, as a strict locator requires. */
function only<T extends Element>(elements: Iterable<T>, what: string): T {
  const all = [...elements];
  expect(all, what).toHaveLength(1);
  return all[0]!;
}

const headingsIn = (scope: Element) => [...scope.querySelectorAll('h1, h2, h3, h4, h5, h6')];

test('/blog shows the embedded sample posts', async ({ request }) => {
  const { document } = await fetchDocument(request, '/blog');
  const titles = [...document.querySelectorAll('main article')].flatMap(headingsIn).map((heading) => heading.textContent);
  expect(titles).toEqual(sample.map((post) => post.title));
});

test('a sample post renders its rich text: headings, table, list, quote, embedded image and marks', async ({ request }) => {
  const planning = sample.find((post) => post.slug === 'planning-a-corporate-video')!;
  const { document } = await fetchDocument(request, `/blog/${planning.slug}`);
  const main = document.querySelector('main')!;
  expect(collapseWhitespace(only(main.querySelectorAll('h1'), 'h1').textContent)).toBe(planning.title);
  expect(only(main.querySelectorAll('table'), 'table').textContent).toContain('Pre-production');
  expect(main.querySelectorAll('ol > li')).toHaveLength(4);
  expect(only(main.querySelectorAll('blockquote'), 'blockquote').textContent).toContain(
    'The best interviews feel like conversations',
  );
  const related = only(
    headingsIn(main).filter((heading) => heading.textContent!.includes('Related Articles')),
    'Related Articles',
  );
  expect(shownWithoutScript(related)).toBe(true);

  const { document: checklist } = await fetchDocument(request, '/blog/event-highlight-reel-checklist');
  const image = only(
    [...checklist.querySelectorAll('main img')].filter((img) =>
      img.getAttribute('alt')!.includes('A crowd gathered around an installation at Milan Design Week'),
    ),
    'image',
  );
  expect(shownWithoutScript(image)).toBe(true);
  const struck = only(
    [...checklist.querySelectorAll('main s')].filter((element) => element.textContent!.includes('Every speaker in full.')),
    'struck text',
  );
  expect(shownWithoutScript(struck)).toBe(true);
});

test('axe finds no violation on /blog and on a sample post rich in blocks', async ({ page }) => {
  // Two pages and two scans, each of which had a test of its own.
  test.setTimeout(90_000);
  await page.goto('/blog');
  await test.step('/blog', () => expectNoAxeViolations(page));
  await page.goto('/blog/planning-a-corporate-video');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await test.step('/blog/planning-a-corporate-video', () => expectNoAxeViolations(page));
});

test('the sample post on costs sets its price range out as a list', async ({ request }) => {
  const { document } = await fetchDocument(request, '/blog/corporate-video-cost-uk');
  const main = document.querySelector('main')!;
  const intro = only(
    [...main.querySelectorAll('p')].filter((p) => p.textContent!.includes('Most corporate videos I make cost between')),
    'price paragraph',
  );
  expect(intro.textContent).toContain('£1,500 and £10,000+');
  const ends = only(
    [...main.querySelectorAll('ul')].filter((list) => list.textContent!.includes('At the lower end')),
    'list of ends',
  ).querySelectorAll('li');
  expect(ends).toHaveLength(2);
  expect(ends[0]!.textContent).toContain('At the lower end:');
  expect(ends[1]!.textContent).toContain('At the upper end:');
});

test('without secrets configured the webhook and draft mode refuse everyone', async ({ request }) => {
  const webhook = await request.post('/api/revalidate', { headers: { 'x-revalidate-secret': E2E_SECRETS.revalidate } });
  expect(webhook.status()).toBe(401);
  const draft = await request.get(`/api/draft?secret=${E2E_SECRETS.preview}&slug=planning-a-corporate-video`, {
    maxRedirects: 0,
  });
  expect(draft.status()).toBe(401);
});

/** What the sample posts link to and embed, read from the samples themselves. */
type SampleNode = { nodeType: string; data?: { target?: { sys?: { id?: string } } }; content?: SampleNode[]; value?: string };
const nodesOf = (node: SampleNode): SampleNode[] => [node, ...(node.content ?? []).flatMap(nodesOf)];
const textOf = (node: SampleNode): string => node.value ?? (node.content ?? []).map(textOf).join('');
const richSamples = sampleEntries.items.flatMap((item) => {
  const content = (item.fields as { content?: unknown }).content;
  return content && typeof content === 'object' && !Array.isArray(content)
    ? [{ slug: item.fields.slug, nodes: nodesOf(content as SampleNode) }]
    : [];
});
const assets = new Map(sampleEntries.includes.Asset.map((asset) => [asset.sys.id, asset.fields]));
const callsToAction = new Map(
  sampleEntries.includes.Entry.filter((entry) => entry.sys.contentType.sys.id === 'callToAction').map((entry) => [
    entry.sys.id,
    entry.fields as { heading: string; buttonLabel: string; link: string },
  ]),
);

test('the sample posts show no CMS internals, link to the posts they name and offer their files', async ({ request }) => {
  for (const { slug, nodes } of richSamples) {
    const { document } = await fetchDocument(request, `/blog/${slug}`);
    // The post itself: the related articles below it are articles too.
    const main = document.querySelector('main article')!;
    expect(shownWithoutScript(only(main.querySelectorAll('h1'), `${slug} h1`))).toBe(true);
    expect(textShownWithoutScript(main), slug).not.toMatch(/\bid: /);
    const linksNamed = (scope: Element, name: string, exact: boolean) =>
      [...scope.querySelectorAll('a[href]')].filter((link) =>
        exact
          ? collapseWhitespace(link.textContent) === name
          : collapseWhitespace(link.textContent).toLowerCase().includes(name.toLowerCase()),
      );
    for (const node of nodes) {
      const id = node.data?.target?.sys?.id;
      if (node.nodeType === 'entry-hyperlink') {
        const target = sampleEntries.items.find((item) => item.sys.id === id);
        const links = linksNamed(main, textOf(node), true);
        if (target) expect(only(links, textOf(node)).getAttribute('href')).toBe(`/blog/${target.fields.slug}`);
        else expect(links).toEqual([]);
      }
      const action = node.nodeType === 'embedded-entry-block' ? callsToAction.get(id ?? '') : undefined;
      if (action) {
        const box = only(
          [...main.querySelectorAll('section[aria-labelledby]')].filter(
            (section) =>
              collapseWhitespace(document.getElementById(section.getAttribute('aria-labelledby')!)?.textContent) ===
              action.heading,
          ),
          action.heading,
        );
        // A button to the contact page names the post it is on.
        const href = action.link === CONTACT_PATH ? quoteHref(`/blog/${slug}`) : action.link;
        expect(only(linksNamed(box, action.buttonLabel, false), action.buttonLabel).getAttribute('href')).toBe(href);
      }
      const asset = id ? assets.get(id) : undefined;
      if (!asset) continue;
      const { file } = asset;
      if (node.nodeType === 'asset-hyperlink') {
        expect(only(linksNamed(main, textOf(node), true), textOf(node)).getAttribute('href')).toBe(file.url);
        expect((await request.get(file.url)).status(), file.url).toBe(200);
      }
      if (node.nodeType === 'embedded-asset-block' && file.contentType.startsWith('image/')) {
        const image = only(
          [...main.querySelectorAll('figure img')].filter((img) => img.getAttribute('alt')!.includes(asset.title)),
          asset.title,
        );
        expect(image.getAttribute('width')).toBe(String(file.details.image!.width));
        expect(image.getAttribute('height')).toBe(String(file.details.image!.height));
        const description = (asset as { description?: string }).description;
        if (description) {
          const captions = [...main.querySelectorAll('figcaption')].filter((caption) =>
            caption.textContent!.includes(description),
          );
          expect(shownWithoutScript(only(captions, description))).toBe(true);
        }
      }
    }
  }
});

test('tables scroll inside their own box with a visible cue on a phone, and the page never scrolls sideways', async ({
  page,
}) => {
  const withTables = richSamples.filter(({ nodes }) => nodes.some((node) => node.nodeType === 'table'));
  expect(withTables.length).toBeGreaterThan(0);
  // One load a post: the box and its cue follow the width (container queries), so the page is narrowed, then widened.
  for (const { slug } of withTables) {
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(`/blog/${slug}`);
    const region = page.getByRole('main').getByRole('region', { name: 'Scrollable table' }).first();
    const hint = page.getByRole('main').getByText('Scroll sideways to see the whole table').first();
    for (const width of [375, 1280]) {
      await test.step(`${slug} at ${width}px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await expect(region).toBeVisible();
        const scrolls = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
        if (width === 375) {
          expect(scrolls).toBe(true);
          await expect(hint).toBeVisible();
        } else {
          expect(scrolls).toBe(false);
          await expect(hint).toBeHidden();
        }
        const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
        expect(page_.scroll, `${slug} at ${width}px`).toBeLessThanOrEqual(page_.view);
      });
    }
  }
  await expectNoAxeViolations(page);
});

test('the sample posts lead on: the costs post links to the estimator, the questions post to the showreel', async ({
  request,
}) => {
  const { document: costs } = await fetchDocument(request, '/blog/corporate-video-cost-uk');
  const body = costs.querySelector('main article') ?? costs.querySelector('main')!;
  const estimator = [...body.querySelectorAll('a[href^="/contact?"]')].map((link) => link.getAttribute('href')!);
  expect(estimator.length).toBeGreaterThan(0);
  // It opens the form on a project type, with its indicative price already shown.
  const { document: form } = await fetchDocument(request, estimator[0]!);
  expect(form.querySelector('[data-testid="price-estimate"]')).not.toBeNull();

  const { document: questions } = await fetchDocument(request, '/blog/questions-to-ask-a-videographer');
  const showreel = [...questions.querySelectorAll('main a')].filter((link) => link.textContent === 'watch the showreel');
  expect(showreel.map((link) => link.getAttribute('href'))).toEqual(['/#showreel']);
  const { document: home } = await fetchDocument(request, '/');
  expect(home.querySelector('#showreel img'), 'the showreel’s poster at /#showreel').not.toBeNull();
});

test('each card on /blog gives the reading time its post gives', async ({ request }) => {
  const { document } = await fetchDocument(request, '/blog');
  for (const post of sample) {
    const card = [...document.querySelectorAll('main article')].find((article) =>
      article.querySelector(`a[href="/blog/${post.slug}"]`),
    )!;
    const { document: page } = await fetchDocument(request, `/blog/${post.slug}`);
    const onPage = page.querySelector('main [data-reading-time]')?.textContent;
    expect(card.querySelector('[data-reading-time]')?.textContent, post.slug).toBe(onPage);
    expect(onPage, post.slug).toMatch(/^\d+ min read$/);
  }
});
