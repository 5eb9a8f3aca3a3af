import { projects } from '@/content/projects';
import { portfolioCategoryFilters, portfolioLocationFilters } from '@/lib/content-queries';
import { filterKey, filtersFromSearch, searchForFilters } from './portfolio-filter-query';

const values = { categories: portfolioCategoryFilters(projects), locations: portfolioLocationFilters };

describe('portfolio filters in the address bar', () => {
  const location = values.locations.find((value) => value !== 'all')!;
  const read = (params: Record<string, string | string[]>) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(params)) for (const item of [value].flat()) search.append(key, item);
    return filtersFromSearch(`?${search}`, values);
  };

  it('accepts known values, ignoring case and surrounding spaces', () => {
    expect(read({ category: 'event', location })).toEqual({ category: 'event', location });
    expect(read({ category: ' Social Media ', location: ` ${location.toUpperCase()}` })).toEqual({
      category: 'social media',
      location,
    });
    expect(filtersFromSearch('?category=social+media', values).category).toBe('social media');
  });

  it('reads type as the category, the category winning when both are known', () => {
    expect(read({ type: 'Event', location })).toEqual({ category: 'event', location });
    expect(read({ category: 'corporate', type: 'event' }).category).toBe('corporate');
    expect(read({ category: 'weddings', type: 'event' }).category).toBe('event');
    expect(read({ type: 'weddings' }).category).toBe('all');
  });

  it('defaults to all when parameters are missing', () => {
    for (const search of ['', '?', '?other=1'])
      expect(filtersFromSearch(search, values)).toEqual({ category: 'all', location: 'all' });
  });

  it.each([
    ['an unknown category', { category: 'weddings', location }, { category: 'all', location }],
    ['an unknown location', { category: 'event', location: 'paris' }, { category: 'event', location: 'all' }],
    [
      'repeated parameters',
      { category: ['event', 'product'], location: [location, location] },
      { category: 'all', location: 'all' },
    ],
    ['empty values', { category: '', location: '' }, { category: 'all', location: 'all' }],
    ['prototype keys', { category: '__proto__', location: 'constructor' }, { category: 'all', location: 'all' }],
    ['method names', { category: 'toString', location: 'hasOwnProperty' }, { category: 'all', location: 'all' }],
    ['markup', { category: '<script>alert(1)</script>', location: '"><img>' }, { category: 'all', location: 'all' }],
    ['a partial match', { category: 'social', location: location.slice(0, -1) }, { category: 'all', location: 'all' }],
    ['a huge value', { category: 'event'.repeat(10_000), location: 'x'.repeat(100_000) }, { category: 'all', location: 'all' }],
  ])('falls back to all for %s', (_, params, expected) => {
    expect(read(params)).toEqual(expected);
  });

  it('only accepts the categories the page offers', () => {
    const offered = { ...values, categories: ['all', 'event'] };
    expect(filtersFromSearch('?category=product', offered).category).toBe('all');
    expect(filtersFromSearch('?category=event', offered).category).toBe('event');
  });

  it('writes a choice as a shareable query that reads back the same', () => {
    for (const category of values.categories) {
      for (const location of values.locations) {
        const search = searchForFilters({ category, location });
        expect(filtersFromSearch(search, values)).toEqual({ category, location });
      }
    }
  });

  it("omits 'all' and encodes the space in 'social media'", () => {
    expect(searchForFilters({ category: 'all', location: 'all' })).toBe('');
    expect(searchForFilters({ category: 'product', location: 'london' })).toBe('?category=product&location=london');
    expect(searchForFilters({ category: 'social media', location: 'all' })).toBe('?category=social%20media');
    expect(searchForFilters({ category: 'all', location: 'lewes' })).toBe('?location=lewes');
  });

  it('keys each combination uniquely', () => {
    expect(filterKey({ category: 'event', location: 'london' })).toBe('event|london');
  });
});
