'use client';

import { useId, useRef, useSyncExternalStore, type MouseEvent, type ReactNode, type Ref } from 'react';
import { flushSync } from 'react-dom';
import { filterKey, filtersFromSearch, searchForFilters, type FilterChoice, type FilterValues } from './portfolio-filter-query';

interface PortfolioBrowserProps extends FilterValues {
  initial: FilterChoice;
  /** Slugs of the projects each filter combination shows (see `filterKey`), worked out on the server. */
  matches: Record<string, string[]>;
  cards: { slug: string; card: ReactNode }[];
  labels: Record<string, string>;
  resetIcon: ReactNode;
}

const URL_CHANGE = 'portfolio-filters-change';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  window.addEventListener(URL_CHANGE, onChange);
  return () => {
    window.removeEventListener('popstate', onChange);
    window.removeEventListener(URL_CHANGE, onChange);
  };
}

/** Each filter is a link to its shareable address, so filtering works without JavaScript; with it, in place. */
export function PortfolioBrowser({ initial, categories, locations, matches, cards, labels, resetIcon }: PortfolioBrowserProps) {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => searchForFilters(initial),
  );
  const filters = filtersFromSearch(search, { categories, locations });
  const shown = new Set(matches[filterKey(filters)] ?? []);
  const visible = cards.filter((entry) => shown.has(entry.slug));
  const firstFilter = useRef<HTMLAnchorElement>(null);

  const choose = (next: FilterChoice) => {
    const { pathname, hash } = window.location;
    window.history.replaceState(null, '', `${pathname}${searchForFilters(next)}${hash}`);
    window.dispatchEvent(new Event(URL_CHANGE));
  };

  const groups = [
    { key: 'category', label: 'Category', options: categories, firstRef: firstFilter },
    { key: 'location', label: 'Location', options: locations, firstRef: undefined },
  ] as const;

  const reset = () => {
    // Rendered before focusing: under a location with no projects at all, "All" was disabled until now.
    flushSync(() => choose({ category: 'all', location: 'all' }));
    // The Reset button disappears with the empty state; keep the keyboard user at the filters.
    firstFilter.current?.focus();
  };

  return (
    <div>
      <div className="flex flex-col gap-3 border-y border-line py-3 sm:gap-4 sm:py-4 md:gap-6 md:py-6 lg:flex-row lg:items-start lg:gap-12">
        {groups.map(({ key, label, options, firstRef }) => (
          <FilterGroup
            key={key}
            label={label}
            options={options}
            labels={labels}
            countOf={(value) => matches[filterKey({ ...filters, [key]: value })]?.length ?? 0}
            selected={filters[key]}
            hrefOf={(value) => `${PORTFOLIO_PATH}${searchForFilters({ ...filters, [key]: value })}`}
            onSelect={(value) => choose({ ...filters, [key]: value })}
            firstRef={firstRef}
          />
        ))}
      </div>

      <p role="status" className="mt-4 text-sm text-muted md:mt-6">
        Showing {visible.length} of {cards.length} projects
      </p>

      {visible.length > 0 ? (
        <ul className="mt-5 grid gap-x-8 gap-y-16 md:mt-8 md:grid-cols-2 xl:gap-x-12">
          {visible.map((entry) => (
            <li key={entry.slug} className="flex">
              {entry.card}
            </li>
          ))}
        </ul>
      ) : (
        <div className="mt-8 flex flex-col items-center rounded-card border border-dashed border-line bg-white/60 px-6 py-20 text-center">
          <h2 className="text-2xl font-bold md:text-3xl">No projects match your current filters</h2>
          <p className="mt-3 max-w-md text-muted">Try changing your category or location selection to see more projects.</p>
          <a
            href={PORTFOLIO_PATH}
            onClick={(event) => {
              if (!plainClick(event)) return;
              event.preventDefault();
              reset();
            }}
            className="mt-8 inline-flex h-12 items-center gap-2 rounded-full bg-ink px-6 text-sm font-semibold text-white transition-colors hover:bg-brand"
          >
            {resetIcon}
            Reset Filters
          </a>
        </div>
      )}
    </div>
  );
}

const PORTFOLIO_PATH = '/portfolio';

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

interface FilterGroupProps {
  label: string;
  options: readonly string[];
  labels: Record<string, string>;
  countOf: (option: string) => number;
  selected: string;
  hrefOf: (value: string) => string;
  onSelect: (value: string) => void;
  firstRef?: Ref<HTMLAnchorElement>;
}

/** A filter that would show no projects is no link (no dead end) and has no count ("0" reads as a fault). */
function FilterGroup({ label, options, labels, countOf, selected, hrefOf, onSelect, firstRef }: FilterGroupProps) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="flex items-center gap-3 sm:gap-5">
      <span id={labelId} className="w-20 shrink-0 eyebrow text-muted">
        {label}
      </span>
      {/* Relative: the chips' screen-reader words are placed within the row, not past the page's edge. */}
      <div className="relative -my-1.5 -mr-5 flex min-w-0 [scrollbar-width:none] gap-2 overflow-x-auto py-1.5 pr-5 pl-0.5 sm:mr-0 sm:flex-wrap sm:overflow-visible sm:pr-0">
        {options.map((option, index) => {
          const pressed = option === selected;
          const count = countOf(option);
          const empty = count === 0 && !pressed;
          const className = `filter-chip ${
            pressed
              ? 'border-ink bg-ink text-white'
              : empty
                ? 'cursor-not-allowed border-dashed border-line bg-transparent text-muted'
                : 'border-line bg-white text-ink hover:border-ink'
          }`;
          const content = (
            <>
              {labels[option] ?? option}
              {count === 0 ? (
                <span className="sr-only">, no projects yet</span>
              ) : (
                <span data-count className={`text-xs font-medium tabular-nums ${pressed ? 'text-white/70' : 'text-muted'}`}>
                  {count}
                  <span className="sr-only">{count === 1 ? ' project' : ' projects'}</span>
                </span>
              )}
            </>
          );
          if (empty)
            return (
              <span key={option} data-value={option} className={className}>
                {content}
              </span>
            );
          return (
            <a
              key={option}
              ref={index === 0 ? firstRef : undefined}
              href={hrefOf(option)}
              data-value={option}
              aria-current={pressed || undefined}
              onClick={(event) => {
                if (!plainClick(event)) return;
                event.preventDefault();
                onSelect(option);
              }}
              className={className}
            >
              {content}
            </a>
          );
        })}
      </div>
    </div>
  );
}
