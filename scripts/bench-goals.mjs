/**
 * The speed goals the site's pages are held to, each judged against pages measured in the same
 * Lighthouse rounds (a fixed figure would say more about the machine's moment than the page):
 *  - the largest paint at most 1.5 times the minimal page's, and earlier than the starter blog's best;
 *  - blocking time at most 1.5 times the empty Next.js page's;
 *  - a performance score at most 3 points below the empty page's;
 *  - accessibility, best practices and SEO 100, no layout shift;
 *  - no more JavaScript than the same route of the build before, when one is measured.
 */

const LCP_OVER_MINIMAL = 1.5;
const TBT_OVER_EMPTY = 1.5;
const SCORE_BELOW_EMPTY = 3;

/**
 * @typedef {{ site?: 'site' | 'before' | 'starter', route: string, label: string, lcpMs: number, tbtMs: number,
 *   performance: number, accessibility: number, bestPractices: number, seo: number, cls: number, jsGzipBytes: number }} Row
 * @typedef {{ name: string, met: boolean, value: number, bound: number, relation: '≤' | '<' | '≥' | '=' }} Verdict
 */

/** A goal's verdict, the value beside the bound it had to meet. */
function verdict(name, value, relation, bound) {
  const met = { '≤': value <= bound, '<': value < bound, '≥': value >= bound, '=': value === bound }[relation];
  return { name, met, value, bound, relation };
}

/**
 * Every goal of each of the site's routes on one profile by one throttling method.
 * @param {{ emptyNextPage: Row, minimalStyledPage: Row, routes: Row[] }} figures one table's medians
 * @returns {{ label: string, route: string, verdicts: Verdict[] }[]}
 */
export function judgeRoutes({ emptyNextPage: empty, minimalStyledPage: minimal, routes }) {
  const starter = routes.filter((row) => row.site === 'starter');
  const starterBestLcp = starter.length ? Math.min(...starter.map((row) => row.lcpMs)) : null;
  const before = new Map(routes.filter((row) => row.site === 'before').map((row) => [row.route, row]));
  return routes
    .filter((row) => (row.site ?? 'site') === 'site')
    .map((row) => {
      const verdicts = [
        verdict('LCP ≤ 1.5 × minimal page', row.lcpMs, '≤', Math.round(LCP_OVER_MINIMAL * minimal.lcpMs)),
        ...(starterBestLcp === null ? [] : [verdict('LCP < starter blog’s best', row.lcpMs, '<', starterBestLcp)]),
        verdict('TBT ≤ 1.5 × empty page', row.tbtMs, '≤', Math.round(TBT_OVER_EMPTY * empty.tbtMs)),
        verdict('performance ≥ empty page − 3', row.performance, '≥', empty.performance - SCORE_BELOW_EMPTY),
        verdict('accessibility 100', row.accessibility, '=', 100),
        verdict('best practices 100', row.bestPractices, '=', 100),
        verdict('SEO 100', row.seo, '=', 100),
        verdict('CLS 0', row.cls, '=', 0),
      ];
      const earlier = before.get(row.route);
      if (earlier) verdicts.push(verdict('JS gzip ≤ build before', row.jsGzipBytes, '≤', earlier.jsGzipBytes));
      return { label: row.label, route: row.route, verdicts };
    });
}

/**
 * `✓ 1748 ≤ 2318`: the verdict as one table cell.
 * @param {Pick<Verdict, 'met' | 'value' | 'relation' | 'bound'>} verdict
 */
export function verdictCell({ met, value, relation, bound }) {
  return `${met ? '✓' : '✗'} ${value} ${relation} ${bound}`;
}
