// The allowed values come from the page, so the browser bundles none of the content modules.

export interface FilterChoice {
  category: string;
  location: string;
}

export interface FilterValues {
  categories: readonly string[];
  locations: readonly string[];
}

const ALL = 'all';

/** One allowed value of a query parameter; a missing, repeated or unknown one means 'all'. */
function pick(params: URLSearchParams, key: string, allowed: readonly string[]): string {
  const values = params.getAll(key);
  if (values.length !== 1) return ALL;
  const wanted = values[0]!.trim().toLowerCase();
  return allowed.find((option) => option === wanted) ?? ALL;
}

export function filtersFromSearch(search: string, values: FilterValues): FilterChoice {
  const params = new URLSearchParams(search);
  // `type` is a second name for the category, as on the server (lib/static-views.ts).
  const category = pick(params, 'category', values.categories);
  return {
    category: category === ALL ? pick(params, 'type', values.categories) : category,
    location: pick(params, 'location', values.locations),
  };
}

export function searchForFilters(filters: FilterChoice): string {
  const parts = (['category', 'location'] as const)
    .filter((key) => filters[key] !== ALL)
    .map((key) => `${key}=${encodeURIComponent(filters[key])}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

export function filterKey(filters: FilterChoice): string {
  return `${filters.category}|${filters.location}`;
}
