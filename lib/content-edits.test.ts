import { choiceFieldId } from '@/content/fields';
import type { Location, Service } from '@/content/model';
import { madeUpRules } from '../test/support/price-fixture';

// The owner adds a service and a location to content/ (here in memory, through the modules the build loads) and
// changes nothing else. The build stops until content/pricing.ts gives the new place a travel price (a shoot there
// would otherwise be quoted as if it were home); a Pricing entry made in Contentful before the new pages keeps every
// price, and a shoot in the new place says its travel is quoted separately.

const actualServices = (jest.requireActual('../content/services') as typeof import('../content/services')).services;
const actualLocations = (jest.requireActual('../content/locations') as typeof import('../content/locations')).locations;

/** A slug none of the given entries holds, whatever the owner has added since. */
const unused = (base: string, taken: readonly { slug: string }[]): string =>
  taken.some((entry) => entry.slug === base) ? unused(`${base}-2`, taken) : base;

const newService: Service = {
  ...actualServices[0]!,
  slug: unused('aerial-films', actualServices),
  title: 'Aerial Films',
  shortTitle: 'Aerial',
  projectType: undefined,
  priceFrom: 1234,
  testimonialSlug: undefined,
};
const newLocation: Location = {
  ...actualLocations[0]!,
  slug: unused('rye-harbour', actualLocations),
  name: 'Rye Harbour',
  testimonialSlug: undefined,
};

/** Made-up rules written for the content as it was, before the new service and location. */
const rulesBefore = madeUpRules(
  actualServices.map((service) => service.slug),
  actualLocations.map((place) => place.slug),
);

type Modules = {
  check: typeof import('./content-check');
  types: typeof import('../content/contentful-types');
  pricing: typeof import('./pricing');
  content: typeof import('./content-queries');
  brief: typeof import('./contact/brief-content');
  read: typeof import('./contentful/entries');
  fixtures: typeof import('../e2e/servers/model-entries');
  notes: typeof import('./contentful/pricing-read');
  site: typeof import('./contact/price-table');
  titles: typeof import('./page-titles');
};

/** The rules once the owner has given the new place a travel price. */
const rulesAfter = {
  ...rulesBefore,
  travel: { ...rulesBefore.travel, locations: { ...rulesBefore.travel.locations, [newLocation.slug]: 40 } },
};

async function withNewPages(run: (modules: Modules) => void | Promise<void>, rules = rulesBefore) {
  await jest.isolateModulesAsync(async () => {
    jest.doMock('../content/services', () => ({ services: [...actualServices, newService] }));
    jest.doMock('../content/locations', () => ({ locations: [...actualLocations, newLocation] }));
    jest.doMock('../content/pricing', () => ({ pricing: rules }));
    await run({
      check: await import('./content-check'),
      types: await import('../content/contentful-types'),
      pricing: await import('./pricing'),
      content: await import('./content-queries'),
      brief: await import('./contact/brief-content'),
      read: await import('./contentful/entries'),
      fixtures: await import('../e2e/servers/model-entries'),
      notes: await import('./contentful/pricing-read'),
      site: await import('./contact/price-table'),
      titles: await import('./page-titles'),
    });
  });
}

afterEach(() => jest.resetModules());

describe('a new service and a new location, and nothing else changed', () => {
  it('stop the build until content/pricing.ts prices travel to the new place, naming the place and the field', async () => {
    await withNewPages(({ check }) => {
      expect(check.contentProblems()).toEqual([
        expect.stringMatching(
          new RegExp(`^content/pricing\\.ts: travel\\.locations\\.${newLocation.slug}: ${newLocation.name} has no travel price`),
        ),
      ]);
    });
  });

  it('pass the build’s check once the new place has a travel price, which names the service the prices leave out', async () => {
    await withNewPages(async ({ check, pricing, content, site }) => {
      expect(check.contentProblems()).toEqual([]);
      expect(check.contentWarnings().join('\n')).toContain(`"${newService.slug}"`);
      // The table the contact page and the receiver use, without Contentful: content/pricing.ts.
      expectPricesIntact(pricing, content, await site.currentPriceTable(), `travel to ${newLocation.name} +£40`);
    }, rulesAfter);
  });

  it('keep every price from a Pricing entry made in Contentful before them', async () => {
    await withNewPages(({ types, pricing, content, brief, read, fixtures, notes }) => {
      // The entry as Contentful holds it: no value for the new place's travel field, the new service not ticked.
      const written = fixtures.modelEntries(types.pricingContentType, [types.pricingEntryOf(rulesBefore)], () => 'rules');
      expect(Object.keys(written.entries[0]!.fields)).not.toContain(choiceFieldId('travel', newLocation.slug));
      const { items, problems } = read.readEntries(
        types.pricingContentType,
        types.pricingEntrySchema,
        fixtures.deliveryCollection(written.entries, written.assets),
      );
      expect(problems).toEqual([]);
      const rules = types.pricingRulesOf(items[0]!);
      expect(rules).not.toBeNull();
      expectPricesIntact(
        pricing,
        content,
        pricing.priceTable(rules, [...actualServices, newService], brief.locationOptions()),
        `travel to ${newLocation.name} quoted separately`,
      );
      expect(notes.pricingEntryNotes(rules!)).toEqual([
        `${newService.title} is not ticked in "Priced services": it shows its “From £…” and no range`,
        `"Travel to: ${newLocation.name}" is empty: an estimate for a shoot in ${newLocation.name} leaves travel out and says it is quoted separately`,
      ]);
    });
  });

  it('join the service area the titles and headings name, and the project types of the form', async () => {
    await withNewPages(({ titles, brief }) => {
      const names = [...actualLocations, newLocation].map((location) => location.name);
      expect(titles.SERVICE_AREA).toBe(`${names.slice(0, -1).join(', ')} & ${newLocation.name}`);
      expect(titles.pageTitles.home).toContain(titles.SERVICE_AREA);
      expect(titles.serviceTitle(newService)).toBe(`${newService.title} in ${titles.SERVICE_AREA}`);
      expect(titles.placesPhrase('and')).toMatch(new RegExp(`, ${actualLocations.at(-1)!.name} and ${newLocation.name}$`));
      expect(brief.projectTypes().map((type) => type.value)).toContain(newService.slug);
    });
  });

  it('get a field each in the space’s Pricing type, which an entry may leave empty', async () => {
    await withNewPages(({ types }) => {
      const fields = types.contentfulModel().find((type) => type.id === types.pricingContentType.id)!.fields;
      expect(fields.find((field) => field.name === `Travel to: ${newLocation.name}`)).toMatchObject({ required: false });
      const services = fields.find((field) => field.id === 'services')!;
      expect(services.items?.validations).toEqual([{ in: expect.arrayContaining([newService.slug]) }]);
    });
  });
});

/** Every price still shows; a shoot in the new place says `travelThere` of its travel. */
function expectPricesIntact(
  pricing: Modules['pricing'],
  content: Modules['content'],
  table: ReturnType<Modules['pricing']['priceTable']>,
  travelThere: string,
) {
  const pricedType = actualServices[0]!.projectType?.value ?? actualServices[0]!.slug;
  const plain = pricing.estimatePrice({ projectType: pricedType }, table);
  expect(plain).toBeDefined();
  const there = pricing.estimatePrice({ projectType: pricedType, location: newLocation.slug }, table);
  expect(there!.reason).toBe(`${plain!.reason}, ${travelThere}`);
  // A shoot in a place priced before still carries its travel.
  expect(pricing.estimatePrice({ projectType: pricedType, location: actualLocations[0]!.slug }, table)!.reason).toMatch(
    new RegExp(`travel to ${actualLocations[0]!.name}`),
  );
  // The new service: its "From £…" on its page, no range, and a line saying where its price comes from.
  expect(content.priceAnchor(newService)).toBe(`From ${pricing.formatPounds(newService.priceFrom)}`);
  expect(pricing.estimatePrice({ projectType: newService.slug }, table)).toBeUndefined();
  expect(pricing.unpricedNote({ projectType: newService.slug }, table)).toBe(
    `${newService.title} starts from ${pricing.formatPounds(newService.priceFrom)}; I price a film like this from your brief, in my reply.`,
  );
}
