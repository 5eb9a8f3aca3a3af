import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BLOG_REVALIDATE_SECONDS } from '@/lib/contentful/blog';
import { PORTFOLIO_REVALIDATE_SECONDS } from '@/lib/contentful/portfolio';
import { PRICING_REVALIDATE_SECONDS } from '@/lib/contentful/pricing';
import { root, sourceFiles } from '@/test/support/source-files';

/**
 * Next reads a route's `revalidate` only as a literal, so each route types the number its data is
 * cached for and names that constant in the comment above it: `/** Matches NAME[ and NAME]: why. *\/`.
 */
const DATA_CONSTANTS: Record<string, number> = {
  BLOG_REVALIDATE_SECONDS,
  PORTFOLIO_REVALIDATE_SECONDS,
  PRICING_REVALIDATE_SECONDS,
};

/** Routes whose period follows no cached data, with the reason. */
const EXCEPTIONS: Record<string, string> = {
  'app/layout.tsx': 'daily, for the footer year',
};

const APP = path.join(root, 'app');
const SEGMENT = /^export const revalidate = (.+);$/m;
const NAMED = /^\/\*\* Matches ([A-Z_]+(?: and [A-Z_]+)*):/;

interface RouteRevalidate {
  file: string;
  literal: string;
  named: string[] | null;
}

function routeRevalidates(files = sourceFiles(APP)): RouteRevalidate[] {
  return files.flatMap((full) => {
    const source = readFileSync(full, 'utf8');
    const match = SEGMENT.exec(source);
    if (!match?.[1]) return [];
    const before = source.slice(0, match.index).trimEnd().split('\n').at(-1) ?? '';
    const names = NAMED.exec(before)?.[1]?.split(' and ') ?? null;
    return [{ file: path.relative(root, full).split(path.sep).join('/'), literal: match[1], named: names }];
  });
}

/** The mismatches of one route, in words; none when its literal is the value of every constant it names. */
function revalidateProblems({ file, literal, named }: RouteRevalidate): string[] {
  if (!/^\d+$/.test(literal)) return [`${file}: revalidate is ${literal}, not a number of seconds`];
  if (!named) return [`${file}: revalidate = ${literal} names no constant in a "/** Matches NAME: ... */" comment`];
  return named.flatMap((name) => {
    if (!(name in DATA_CONSTANTS)) return [`${file}: ${name} is not a known revalidate constant`];
    const value = DATA_CONSTANTS[name];
    return value === Number(literal) ? [] : [`${file}: revalidate = ${literal} but ${name} is ${value}`];
  });
}

describe('route segment revalidate', () => {
  const routes = routeRevalidates();

  it('finds the routes that set it', () => {
    expect(routes.map((route) => route.file)).toEqual(
      expect.arrayContaining(['app/page.tsx', 'app/blog/page.tsx', ...Object.keys(EXCEPTIONS)]),
    );
  });

  it('equals the revalidate constant of the data each route reads', () => {
    const problems = routes.filter((route) => !(route.file in EXCEPTIONS)).flatMap(revalidateProblems);
    expect(problems).toEqual([]);
  });

  it('lists as exceptions only routes that set it', () => {
    const files = new Set(routes.map((route) => route.file));
    expect(Object.keys(EXCEPTIONS).filter((file) => !files.has(file))).toEqual([]);
  });

  it('tells a literal that differs, a comment that names nothing and an unknown name', () => {
    expect(
      revalidateProblems({ file: 'a.tsx', literal: String(BLOG_REVALIDATE_SECONDS), named: ['BLOG_REVALIDATE_SECONDS'] }),
    ).toEqual([]);
    expect(
      revalidateProblems({ file: 'a.tsx', literal: String(BLOG_REVALIDATE_SECONDS + 1), named: ['BLOG_REVALIDATE_SECONDS'] }),
    ).toHaveLength(1);
    expect(revalidateProblems({ file: 'a.tsx', literal: '300', named: null })).toHaveLength(1);
    expect(revalidateProblems({ file: 'a.tsx', literal: '300', named: ['SOON_SECONDS'] })).toHaveLength(1);
    expect(revalidateProblems({ file: 'a.tsx', literal: 'false', named: ['BLOG_REVALIDATE_SECONDS'] })).toHaveLength(1);
  });
});
