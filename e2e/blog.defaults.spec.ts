import { expect, test } from '@playwright/test';
import sampleEntries from '../content/blog-sample-entries.json';
import { CONTACT_PATH, quoteHref } from '../lib/contact/routes';
import { expectNoAxeViolations } from './support/axe';
import { E2E_SECRETS } from './support/variants';

// The `defaults` build has no Contentful settings: the blog shows the sample entries shipped in content/.

const sample = sampleEntries.items.map((item) => ({ title: item.fields.title, slug: item.fields.slug }));

test('/blog shows the embedded sample posts', async ({ page }) => {
  await page.goto('/blog');
  const titles = await page.getByRole('main').getByRole('article').getByRole('heading').allTextContents();
  expect(titles).toEqual(sample.map((post) => post.title));
  await expectNoAxeViolations(page);
});

test('a sample post renders its rich text: headings, table, list, quote, embedded image and marks', async ({ page }) => {
  const planning = sample.find((post) => post.slug === 'planning-a-corporate-video')!;
  await page.goto(`/blog/${planning.slug}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(planning.title);
  await expect(main.getByRole('table')).toContainText('Pre-production');
  await expect(main.locator('ol > li')).toHaveCount(4);
  await expect(main.locator('blockquote')).toContainText('The best interviews feel like conversations');
  await expect(main.getByRole('heading', { name: 'Related Articles' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/blog/event-highlight-reel-checklist');
  await expect(main.getByRole('img', { name: 'A crowd gathered around an installation at Milan Design Week' })).toBeVisible();
  await expect(main.locator('s', { hasText: 'Every speaker in full.' })).toBeVisible();
});

test('the sample post on costs sets its price range out as a list', async ({ page }) => {
  await page.goto('/blog/corporate-video-cost-uk');
  const main = page.getByRole('main');
  await expect(main.locator('p', { hasText: 'Most corporate videos I make cost between' })).toContainText('£1,500 and £10,000+');
  const ends = main.locator('ul').filter({ hasText: 'At the lower end' }).locator('li');
  await expect(ends).toHaveCount(2);
  await expect(ends.nth(0)).toContainText('At the lower end:');
  await expect(ends.nth(1)).toContainText('At the upper end:');
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

test('the sample posts show no CMS internals, link to the posts they name and offer their files', async ({ page }) => {
  test.setTimeout(90_000);
  for (const { slug, nodes } of richSamples) {
    await page.goto(`/blog/${slug}`);
    // The post itself: the related articles below it are articles too.
    const main = page.getByRole('main').locator('article').first();
    await expect(main.locator('h1')).toBeVisible();
    await expect(main.getByText(/\bid: /)).toHaveCount(0);
    for (const node of nodes) {
      const id = node.data?.target?.sys?.id;
      if (node.nodeType === 'entry-hyperlink') {
        const target = sampleEntries.items.find((item) => item.sys.id === id);
        const link = main.getByRole('link', { name: textOf(node), exact: true });
        if (target) await expect(link).toHaveAttribute('href', `/blog/${target.fields.slug}`);
        else await expect(link).toHaveCount(0);
      }
      const action = node.nodeType === 'embedded-entry-block' ? callsToAction.get(id ?? '') : undefined;
      if (action) {
        const box = main.getByRole('region', { name: action.heading });
        // A button to the contact page names the post it is on.
        const href = action.link === CONTACT_PATH ? quoteHref(`/blog/${slug}`) : action.link;
        await expect(box.getByRole('link', { name: action.buttonLabel })).toHaveAttribute('href', href);
      }
      const asset = id ? assets.get(id) : undefined;
      if (!asset) continue;
      const { file } = asset;
      if (node.nodeType === 'asset-hyperlink') {
        await expect(main.getByRole('link', { name: textOf(node), exact: true })).toHaveAttribute('href', file.url);
        expect((await page.request.get(file.url)).status(), file.url).toBe(200);
      }
      if (node.nodeType === 'embedded-asset-block' && file.contentType.startsWith('image/')) {
        const image = main.locator('figure').getByRole('img', { name: asset.title });
        await expect(image).toHaveAttribute('width', String(file.details.image!.width));
        await expect(image).toHaveAttribute('height', String(file.details.image!.height));
        const description = (asset as { description?: string }).description;
        if (description) await expect(main.locator('figcaption', { hasText: description })).toBeVisible();
      }
    }
  }
});

test('tables scroll inside their own box with a visible cue on a phone, and the page never scrolls sideways', async ({
  page,
}) => {
  const withTables = richSamples.filter(({ nodes }) => nodes.some((node) => node.nodeType === 'table'));
  expect(withTables.length).toBeGreaterThan(0);
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const { slug } of withTables) {
      await page.goto(`/blog/${slug}`);
      const region = page.getByRole('main').getByRole('region', { name: 'Scrollable table' }).first();
      await expect(region).toBeVisible();
      const scrolls = await region.evaluate((box) => box.scrollWidth > box.clientWidth);
      const hint = page.getByRole('main').getByText('Scroll sideways to see the whole table').first();
      if (width === 375) {
        expect(scrolls).toBe(true);
        await expect(hint).toBeVisible();
      } else {
        expect(scrolls).toBe(false);
        await expect(hint).toBeHidden();
      }
      const page_ = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, view: window.innerWidth }));
      expect(page_.scroll, `${slug} at ${width}px`).toBeLessThanOrEqual(page_.view);
    }
  }
  await expectNoAxeViolations(page);
});
