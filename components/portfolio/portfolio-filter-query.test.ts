import { projects } from '@/content/projects';
import {
  parsePortfolioFilters,
  portfolioCategoryFilters,
  portfolioLocationFilters,
  type SearchParamsRecord,
} from '@/lib/content';
import { filterKey, filtersFromSearch, searchForFilters } from './portfolio-filter-query';

const values = { categories: portfolioCategoryFilters(projects), locations: portfolioLocationFilters };

/** What Next.js hands a page as `searchParams` for the same query string. */
function asRecord(search: string): SearchParamsRecord {
  const record: SearchParamsRecord = {};
  const params = new URLSearchParams(search);
  for (const key of new Set(params.keys())) {
    const all = params.getAll(key);
    record[key] = all.length === 1 ? all[0] : all;
  }
  return record;
}

describe('portfolio filters in the address bar', () => {
  it.each([
    '',
    '?category=product&location=london',
    '?category=social%20media',
    '?category=social+media&location=lewes',
    '?category=Event&location=BRIGHTON',
    '?category=%20corporate%20',
    '?category=film&location=paris',
    '?category=event&category=product',
    '?location=london&location=london',
    '?category=__proto__&location=constructor',
    '?category=&location=',
    '?other=1',
  ])('reads %p exactly as parsePortfolioFilters does', (search) => {
    expect(filtersFromSearch(search, values)).toEqual(parsePortfolioFilters(asRecord(search), projects));
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
