import { judgeRoutes, verdictCell } from './bench-goals.mjs';

type Row = Parameters<typeof judgeRoutes>[0]['routes'][number];

/** A page's medians: every goal met against the baselines below unless a test says otherwise. */
const row = (overrides: Partial<Row> = {}): Row => ({
  site: 'site',
  route: '/',
  label: '/',
  lcpMs: 1500,
  tbtMs: 500,
  performance: 90,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  cls: 0,
  jsGzipBytes: 140_000,
  ...overrides,
});

const empty = row({ site: undefined, label: '(empty Next.js page)', lcpMs: 800, tbtMs: 1000, performance: 92 });
const minimal = row({ site: undefined, label: '(minimal page, stylesheet)', lcpMs: 1400, tbtMs: 900, performance: 95 });

const judge = (routes: Row[]) => judgeRoutes({ emptyNextPage: empty, minimalStyledPage: minimal, routes });
const verdictsOf = (routes: Row[], label = '/') =>
  Object.fromEntries(
    judge(routes)
      .find((route) => route.label === label)!
      .verdicts.map((verdict) => [verdict.name, verdict]),
  );

describe('judgeRoutes', () => {
  it('bounds LCP by 1.5 times the minimal page’s, TBT by 1.5 times the empty page’s and the score by the empty page’s less 3', () => {
    const verdicts = verdictsOf([row()]);
    expect(verdicts['LCP ≤ 1.5 × minimal page']).toMatchObject({ bound: 2100, value: 1500, met: true });
    expect(verdicts['TBT ≤ 1.5 × empty page']).toMatchObject({ bound: 1500, value: 500, met: true });
    expect(verdicts['performance ≥ empty page − 3']).toMatchObject({ bound: 89, value: 90, met: true });
  });

  it('meets a bound it equals, and misses one it passes', () => {
    const atBounds = verdictsOf([row({ lcpMs: 2100, tbtMs: 1500, performance: 89 })]);
    expect(Object.values(atBounds).every((verdict) => verdict.met)).toBe(true);
    const past = verdictsOf([row({ lcpMs: 2101, tbtMs: 1501, performance: 88 })]);
    expect(past['LCP ≤ 1.5 × minimal page']!.met).toBe(false);
    expect(past['TBT ≤ 1.5 × empty page']!.met).toBe(false);
    expect(past['performance ≥ empty page − 3']!.met).toBe(false);
  });

  it('asks for 100 in accessibility, best practices and SEO, and no layout shift at all', () => {
    const verdicts = verdictsOf([row({ accessibility: 99, bestPractices: 96, seo: 92, cls: 0.001 })]);
    for (const name of ['accessibility 100', 'best practices 100', 'SEO 100', 'CLS 0']) expect(verdicts[name]!.met).toBe(false);
  });

  it('holds LCP below the starter blog’s best page, when the starter blog is measured', () => {
    const starter = [
      row({ site: 'starter', label: 'starter /', lcpMs: 1800 }),
      row({ site: 'starter', label: 'starter post', lcpMs: 1600 }),
    ];
    expect(verdictsOf([row({ lcpMs: 1599 }), ...starter])['LCP < starter blog’s best']).toMatchObject({ bound: 1600, met: true });
    // A tie is not below it.
    expect(verdictsOf([row({ lcpMs: 1600 }), ...starter])['LCP < starter blog’s best']!.met).toBe(false);
    expect(verdictsOf([row()])['LCP < starter blog’s best']).toBeUndefined();
  });

  it('weighs JavaScript against the same route of the build before, when one is measured', () => {
    const routes = [
      row({ route: '/', label: '/', jsGzipBytes: 140_001 }),
      row({ route: '/contact', label: '/contact', jsGzipBytes: 139_000 }),
      row({ site: 'before', route: '/', label: 'before /', jsGzipBytes: 140_000 }),
      row({ site: 'before', route: '/contact', label: 'before /contact', jsGzipBytes: 139_000 }),
    ];
    expect(verdictsOf(routes, '/')['JS gzip ≤ build before']!.met).toBe(false);
    expect(verdictsOf(routes, '/contact')['JS gzip ≤ build before']!.met).toBe(true);
    expect(verdictsOf([row()])['JS gzip ≤ build before']).toBeUndefined();
  });

  it('judges the site’s own routes only, not the build before or the starter blog', () => {
    const judged = judge([
      row({ label: '/' }),
      row({ site: 'before', label: 'before /' }),
      row({ site: 'starter', label: 'starter /' }),
    ]);
    expect(judged.map((route) => route.label)).toEqual(['/']);
  });
});

describe('verdictCell', () => {
  it('shows the mark, the value and the bound', () => {
    expect(verdictCell({ met: true, value: 1748, relation: '≤', bound: 2318 })).toBe('✓ 1748 ≤ 2318');
    expect(verdictCell({ met: false, value: 70, relation: '≥', bound: 73 })).toBe('✗ 70 ≥ 73');
  });
});
