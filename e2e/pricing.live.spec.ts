import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FILM_LENGTHS, projectTypeOf, SHOOT_DAYS } from '../content/brief';
import { pricingContentType, pricingEntryOf, pricingRulesOf } from '../content/contentful-types';
import type { PricingEntry, PricingRules } from '../content/model';
import { pricing } from '../content/pricing';
import { services } from '../content/services';
import { contactSuccessPath } from '../lib/contact-routes';
import { locationOptions } from '../lib/contact/brief-content';
import { briefKey } from '../lib/contact/brief-key';
import { estimatePrice, priceRangeText, priceTable, type PriceEstimate } from '../lib/pricing';
import { cms, CONTENTFUL } from './servers/contentful';
import { PRICING_ENTRY_ID } from './servers/contentful-fixtures';
import { modelEntries } from './servers/model-entries';
import { revalidate } from './support/blog';
import { CONFIRMATION_TEXT, uniqueName } from './support/contact';
import { fetchDocument, shownWithoutScript } from './support/html';
import { failedReads, OUTAGES, renderedDuringOutage, serverLog } from './support/outages';

// The pricing rules on the `live` build: the owner changes them in its Contentful space (the stand-in's kestrel-live),
// the webhook fires, and /contact's island and the confirmation after sending show the new range without a rebuild.

const live = cms(CONTENTFUL.liveSpace);
const REFRESH = { timeout: 40_000, intervals: [250, 500, 1000] };

test.describe.configure({ mode: 'serial' });

const service = services[0]!;
// The test's own rules, whatever content/pricing.ts holds (prices shown or not).
const fixtureRules: PricingRules = {
  services: [service.slug],
  spreadPercent: 30,
  length: Object.fromEntries(FILM_LENGTHS.map(({ value }, index) => [value, index * 150])) as PricingRules['length'],
  extraDay: 450,
  travel: { locations: {}, elsewhere: 120 },
  extras: { social: 90, vertical: 60, captions: 40 },
  rushPercent: 25,
};
const original = pricingEntryOf(fixtureRules);
const brief = { projectType: projectTypeOf(service).value, shootDays: SHOOT_DAYS[1].value };

async function publish(entry: PricingEntry) {
  const { fields } = modelEntries(pricingContentType, [entry], () => 'rules').entries[0]!;
  await live.putEntry(PRICING_ENTRY_ID, fields, { contentType: pricingContentType.id });
}

const expectedFor = (entry: PricingEntry) => estimatePrice(brief, priceTable(pricingRulesOf(entry), services, locationOptions()));

// The owner enters the rules in Contentful.
test.beforeEach(async ({ request }) => {
  await publish(original);
  await revalidate(request);
});
test.afterAll(async ({ request }) => {
  await live.deleteEntry(PRICING_ENTRY_ID);
  await revalidate(request);
});

/** What the island shows for the brief on a fresh visit of /contact; '' when it shows no price. */
async function islandPrice(page: Page): Promise<string> {
  await page.goto('/contact');
  // Hydrated (the island turns the browser's own checks off): from here each choice is priced as it is made.
  await expect(page.locator('form[novalidate]')).toHaveCount(1);
  await page.getByLabel('Project type').selectOption(brief.projectType);
  await page.getByText('Add a brief for an indicative price').click();
  await page.getByLabel('Shoot days').selectOption(brief.shootDays);
  const box = page.getByTestId('price-estimate');
  return (await box.count()) ? ((await box.textContent()) ?? '') : '';
}

/** What the confirmation at `address` shows of a price, as the server sends it on a fresh visit; '' for none. */
async function confirmationPrice(request: APIRequestContext, address: string): Promise<string> {
  const { document } = await fetchDocument(request, address);
  const statuses = [...document.querySelectorAll('[role="status"]')].filter(shownWithoutScript);
  expect(statuses.map((status) => status.textContent).join('\n')).toContain(CONFIRMATION_TEXT);
  const boxes = document.querySelectorAll('[data-testid="price-estimate"]');
  expect(boxes.length).toBeLessThanOrEqual(1);
  return boxes[0]?.textContent ?? '';
}

const rangeOf = (estimate: PriceEstimate | undefined) => (estimate ? `Typically ${priceRangeText(estimate)}` : '');

test('a price changed in Contentful reaches the island on /contact and the confirmation after the webhook', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const before = expectedFor(original);
  // Higher than before, and by rule: every extra shoot day costs 1,000 more, and the range is wider.
  const changed: PricingEntry = {
    ...original,
    extraDay: original.extraDay + 1000,
    spreadPercent: original.spreadPercent + 20,
  };
  const after = expectedFor(changed);
  expect(after && before && after.low > before.low).toBe(true);

  // The confirmation of this brief, rendered with the old rules and cached (polled: a copy from an earlier run is
  // refreshed on a visit).
  const sent = contactSuccessPath(briefKey(brief));
  await expect.poll(() => confirmationPrice(request, sent), REFRESH).toContain(rangeOf(before));

  await publish(changed);
  await expect((await revalidate(request)).ok()).toBe(true);
  await expect.poll(() => islandPrice(page), REFRESH).toContain(rangeOf(after));

  await page.getByLabel('Name').fill(uniqueName('Pricing live'));
  await page.getByLabel('Email').fill('jo.bloggs@example.co.uk');
  await page.getByLabel('Message').fill('A film priced by the rules of the moment.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('status')).toContainText(CONFIRMATION_TEXT);
  const arrived = new URL(page.url());
  // Beside the brief, the built-in receiver seals the visitor's first name into the address (`thanks`).
  arrived.searchParams.delete('thanks');
  expect(arrived.pathname + arrived.search).toBe(sent);
  // The confirmation rendered before the change is refreshed too (stale-while-revalidate: a visit or two).
  await expect.poll(() => confirmationPrice(request, sent), REFRESH).toContain(rangeOf(after));
});

test('an entry that turns prices off shows no price anywhere', async ({ page, request }) => {
  test.setTimeout(120_000);
  await publish({ ...original, showPrices: false });
  await revalidate(request);
  await expect.poll(() => islandPrice(page), REFRESH).toBe('');
  await expect.poll(() => confirmationPrice(request, contactSuccessPath(briefKey(brief))), REFRESH).toBe('');
});

test('a space that held a Pricing entry and holds none any more shows no price, never content/pricing.ts', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // content/pricing.ts prices this brief, so a price shown now could only be the samples'.
  expect(rangeOf(estimatePrice(brief, priceTable(pricing, services, locationOptions())))).not.toBe('');
  await live.deleteEntry(PRICING_ENTRY_ID);
  await revalidate(request);
  await expect.poll(() => islandPrice(page), REFRESH).toBe('');
  await expect.poll(() => confirmationPrice(request, contactSuccessPath(briefKey(brief))), REFRESH).toBe('');
});

for (const { name, failure } of OUTAGES) {
  test(`while Contentful ${name} after the webhook, /contact and the confirmation keep the prices last read`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const before = rangeOf(expectedFor(original));
    // Not content/pricing.ts's prices, so what stays cannot be the site's own.
    expect(before).not.toBe('');
    expect(before).not.toBe(rangeOf(estimatePrice(brief, priceTable(pricing, services, locationOptions()))));
    const sent = contactSuccessPath(briefKey(brief));
    await expect.poll(() => confirmationPrice(request, sent), REFRESH).toContain(before);
    await expect.poll(() => islandPrice(page), REFRESH).toContain(before);

    await live.fail(failure, undefined, pricingContentType.id);
    try {
      const failed = failedReads(serverLog('live'), 'pricing rules');
      await revalidate(request);
      // The confirmation is worked out per request, so only /contact has a cached copy to wait for.
      await renderedDuringOutage(
        async (address) => ({ headers: (await request.get(address)).headers() }),
        ['/contact'],
        serverLog('live'),
        'pricing rules',
        failed,
      );
      expect(await confirmationPrice(request, sent)).toContain(before);
      expect(await islandPrice(page)).toContain(before);
    } finally {
      await live.recover(pricingContentType.id);
    }
  });
}
