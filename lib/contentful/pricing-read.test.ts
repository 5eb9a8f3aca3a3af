import { pricingContentType, pricingEntryOf } from '@/content/contentful-types';
import { choiceFieldId } from '@/content/fields';
import { locations } from '@/content/locations';
import type { PricingEntry } from '@/content/model';
import { pricing } from '@/content/pricing';
import { services } from '@/content/services';
import { projectTypeOf } from '../../content/brief';
import { pricingFixtureEntries, type FixtureEntry } from '../../e2e/servers/contentful-fixtures';
import { modelEntries } from '../../e2e/servers/model-entries';
import type { RunningServer } from '../../e2e/servers/running-server';
import { ownBuildFolder, standInOnOwnPort } from '../../test/support/contentful-reads';
import { madeUpRules } from '../../test/support/price-fixture';
import { locationOptions } from '../contact/brief-content';
import { estimatePrice, formatPounds, priceTable, unpricedNote } from '../pricing';

// The pricing rules read through the real SDK from the Content Delivery API stand-in.

let server: RunningServer;
let read: typeof import('./pricing-read');
let standIn: typeof import('../../e2e/servers/contentful');
const build = ownBuildFolder('pricing-read');
const { neverRead } = build;

beforeAll(async () => {
  ({ standIn, server } = await standInOnOwnPort(build.dir));
  read = await import('./pricing-read');
});
afterAll(async () => {
  await server.stop();
  build.remove();
});

/** Made-up rules on the site's own services and places, far from content/pricing.ts's, so its edits never decide these tests. */
const RULES = madeUpRules(
  services.map((service) => service.slug),
  locations.map((place) => place.slug),
);

let made = 0;
function entry(value: Partial<PricingEntry> & Record<string, unknown>, fields: Record<string, unknown> = {}): FixtureEntry {
  const written = modelEntries(pricingContentType, [value], () => `rules-${++made}`).entries[0]!;
  return {
    ...written,
    fields: { ...written.fields, ...fields },
    createdAt: new Date(Date.UTC(2026, 0, 1, 0, made)).toISOString(),
  };
}
const good = (changes: Partial<PricingEntry> = {}) => entry({ ...pricingEntryOf(RULES), ...changes });

describe('loadPricing', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => (warn = jest.spyOn(console, 'warn').mockImplementation(() => {})));
  afterEach(() => jest.restoreAllMocks());
  const warned = () => warn.mock.calls.flat().join('\n');

  it('reads the rules an entry holds, which price a brief as the same rules in content/ would', async () => {
    standIn.seedSpace(standIn.CONTENTFUL.space, [good()]);
    const rules = await read.loadPricing();
    const table = priceTable(rules, services, locationOptions());
    const brief = { projectType: projectTypeOf(services[0]!).value, length: '3-5', shootDays: '2', location: locations[0]!.slug };
    expect(estimatePrice(brief, table)).toEqual(estimatePrice(brief, priceTable(RULES, services, locationOptions())));
    expect(rules).toEqual(RULES);
    expect(warned()).toBe('');
  });

  it('keeps its prices when a location page has no travel price yet (quoted separately) or a service is not ticked, and says so', async () => {
    const [place, unpriced] = [locations.at(-1)!, services.at(-1)!];
    const partial = good({ services: RULES.services.filter((slug) => slug !== unpriced.slug) });
    // A location added to the site after the entry was made: Contentful has no value for its field.
    delete partial.fields[choiceFieldId('travel', place.slug)];
    standIn.seedSpace(standIn.CONTENTFUL.space, [partial]);
    const rules = await read.loadPricing();
    const table = priceTable(rules, services, locationOptions());
    const brief = { projectType: projectTypeOf(services[0]!).value, location: place.slug };
    const withoutTravel = estimatePrice({ projectType: brief.projectType }, table)!;
    expect(estimatePrice(brief, table)).toEqual({
      ...withoutTravel,
      reason: `${withoutTravel.reason}, travel to ${place.name} quoted separately`,
    });
    expect(estimatePrice({ projectType: projectTypeOf(unpriced).value }, table)).toBeUndefined();
    expect(unpricedNote({ projectType: projectTypeOf(unpriced).value }, table)).toContain(formatPounds(unpriced.priceFrom));
    expect(warned()).toContain(`"Travel to: ${place.name}" is empty`);
    expect(warned()).toContain(`${unpriced.title} is not ticked in "Priced services"`);
    expect(warned()).not.toMatch(/left out|no price is shown/);
  });

  it('reads content/pricing.ts back, written through the model (the stand-in’s own entry)', async () => {
    standIn.seedSpace(standIn.CONTENTFUL.space, pricingFixtureEntries);
    const table = priceTable(await read.loadPricing(), services, locationOptions());
    expect(table).toEqual(priceTable(pricing, services, locationOptions()));
  });

  it('takes content/pricing.ts while the space has never held a pricing entry', async () => {
    neverRead();
    standIn.seedSpace(standIn.CONTENTFUL.space, []);
    await expect(read.loadPricing()).resolves.toEqual(pricing);
  });

  it('shows no price when the entry turns prices off or prices no service', async () => {
    standIn.seedSpace(standIn.CONTENTFUL.space, [good({ showPrices: false })]);
    await expect(read.loadPricing()).resolves.toBeNull();
    standIn.seedSpace(standIn.CONTENTFUL.space, [good({ services: [] })]);
    await expect(read.loadPricing()).resolves.toBeNull();
    // Every box unticked: Contentful leaves the field out.
    const { services: _none, ...withoutServices } = pricingEntryOf(RULES);
    standIn.seedSpace(standIn.CONTENTFUL.space, [entry(withoutServices)]);
    await expect(read.loadPricing()).resolves.toBeNull();
  });

  it('drops a hostile or partial entry, naming it and its fields, and shows no price rather than a wrong one', async () => {
    const partial = good();
    delete partial.fields.extraDay;
    const hostile = entry(
      {},
      {
        showPrices: 'yes',
        services: ['no-such-service', { $ne: 1 }],
        spreadPercent: -5,
        lengthUpTo1: '<script>',
        travelElsewhere: 1.5,
        rushPercent: 1e9,
        constructor: 1,
      },
    );
    standIn.seedSpace(standIn.CONTENTFUL.space, [partial, hostile]);
    await expect(read.loadPricing()).resolves.toBeNull();
    // Each field by the label the owner sees in Contentful.
    expect(warned()).toContain(
      `A Pricing entry without a name (entry ID ${partial.id}) is left out of the site: “Each extra shoot day” is empty.`,
    );
    expect(warned()).toMatch(
      new RegExp(
        `\\(entry ID ${hostile.id}\\) is left out of the site: “Show prices” cannot be used as it is; “Range width \\(%\\)”: `,
      ),
    );
    expect(warned()).not.toMatch(/extraDay|showPrices|spreadPercent/);
    expect(warned()).toMatch(/no pricing entry passes its check/);
  });

  it('keeps a good entry beside a bad one, and uses the one created first when there are several', async () => {
    const bad = good({ spreadPercent: 9999 });
    const first = good();
    const second = good({ extraDay: 999 });
    standIn.seedSpace(standIn.CONTENTFUL.space, [bad, first, second]);
    await expect(read.loadPricing()).resolves.toMatchObject({ extraDay: RULES.extraDay });
    expect(warned()).toMatch(new RegExp(`\\(entry ID ${bad.id}\\) is left out of the site: “Range width \\(%\\)”: `));
    expect(warned()).toMatch(/2 pricing entries/);
  });

  it('ignores an unpublished entry', async () => {
    neverRead();
    standIn.seedSpace(standIn.CONTENTFUL.space, [{ ...good(), published: false }]);
    await expect(read.loadPricing()).resolves.toEqual(pricing);
  });

  it('fails when Contentful cannot answer, so the stored rules stay', async () => {
    standIn.seedSpace(standIn.CONTENTFUL.space, [good()]);
    await standIn.cms().fail({ kind: 'status', status: 500 }, 1);
    await expect(read.loadPricing()).rejects.toThrow();
  });
});
