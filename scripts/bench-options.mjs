/**
 * The benchmark's settings, read from the environment (docs/benchmarks.md, "How to run them").
 *
 * Lighthouse's default mobile profile slows the CPU fourfold from the measuring machine's; the
 * low-end profile tenfold, the order of a budget phone, where every task that fits under 50 ms on
 * a fast machine counts as blocking time. Network throttling is Lighthouse's default for both.
 */
export const PROFILES = {
  mobile: { name: 'mobile', cpuSlowdown: 4, flags: {} },
  'low-end': { name: 'low-end', cpuSlowdown: 10, flags: { throttling: { cpuSlowdownMultiplier: 10 } } },
};

/** The site's routes measured by default; `post` stands for the first post linked from /blog. */
export const DEFAULT_ROUTES = [
  '/',
  '/portfolio',
  '/portfolio/coke-spec-ad',
  '/corporate-videography',
  '/lewes-videographer',
  '/contact',
  '/blog',
  'post',
];

const list = (value) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function positiveInteger(name, value, fallback) {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new Error(`${name} must be a whole number of at least 1, not "${value}"`);
  return number;
}

/** @param {Record<string, string | undefined>} env */
export function benchOptions(env) {
  const profileNames = list(env.BENCH_PROFILES);
  const unknownProfile = profileNames.find((name) => !(name in PROFILES));
  if (unknownProfile)
    throw new Error(`BENCH_PROFILES: unknown profile "${unknownProfile}" (known: ${Object.keys(PROFILES).join(', ')})`);
  const routes = list(env.BENCH_ROUTES);
  const badRoute = routes.find((route) => route !== 'post' && !route.startsWith('/'));
  if (badRoute) throw new Error(`BENCH_ROUTES: "${badRoute}" is neither a path starting with / nor "post"`);
  return {
    runs: positiveInteger('BENCH_RUNS', env.BENCH_RUNS, 5),
    profiles: (profileNames.length ? [...new Set(profileNames)] : Object.keys(PROFILES)).map((name) => PROFILES[name]),
    routes: routes.length ? [...new Set(routes)] : DEFAULT_ROUTES,
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    loadOnly: env.BENCH_LOAD_ONLY === '1',
    // A quick run of chosen routes measures pages, not the server under load.
    skipLoad: env.BENCH_SKIP_LOAD === '1' || (routes.length > 0 && env.BENCH_SKIP_LOAD !== '0'),
    // Another checkout of the site, already built into its .next-bench/, measured in the same rounds.
    beforeDir: env.BENCH_BEFORE_DIR || null,
    // A built tailwind-nextjs-starter-blog, its home and first post measured in the same rounds.
    starterDir: env.BENCH_STARTER_DIR || null,
  };
}

/** The median and the lowest and highest of a list of numbers. */
export function summarise(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return { median: sorted[Math.floor(sorted.length / 2)], low: sorted[0], high: sorted[sorted.length - 1] };
}

/** The value found most often in a list (the first of equals), for figures that are not numbers. */
export function mostCommon(values) {
  const counts = new Map();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
}
