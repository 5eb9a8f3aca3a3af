/**
 * The benchmark's settings, read from the environment (docs/benchmarks.md, "How to run them").
 *
 * Each profile is a reference phone from Chrome DevTools' CPU calibration, known by the index
 * Lighthouse's CPU benchmark gives on it (`environment.benchmarkIndex`, higher is faster): the
 * CPU is slowed by the measuring machine's index over the phone's, so a profile stands for the
 * same phone on a fast moment or machine as on a slow one. Network throttling is Lighthouse's
 * default mobile one for both.
 */
export const PROFILES = {
  'mid-tier': { name: 'mid-tier', device: 'Pixel 5', referenceIndex: 1000 },
  'low-tier': { name: 'low-tier', device: 'Moto G4 Power (2022)', referenceIndex: 264 },
};

/** The names the profiles had when their slowdowns were fixed (fourfold and tenfold). */
export const PROFILE_ALIASES = { mobile: 'mid-tier', 'low-end': 'low-tier' };

/**
 * Lighthouse's throttling methods: `simulate` loads the page unthrottled and estimates the metrics
 * on the slower phone and network from that load; `devtools` slows the CPU and the network in the
 * browser and observes the load as it happens.
 */
export const METHODS = {
  simulate: { name: 'simulate', label: 'simulated' },
  devtools: { name: 'devtools', label: 'devtools' },
};

/**
 * The CPU slowdown that brings a machine of `benchmarkIndex` to a phone of `referenceIndex`: their
 * ratio, to one decimal, and never below 1, as a slower machine cannot be sped up.
 */
export function cpuSlowdownFor(benchmarkIndex, referenceIndex) {
  return Math.max(1, Math.round((benchmarkIndex / referenceIndex) * 10) / 10);
}

/**
 * The profiles, each with its CPU slowdown for a machine of `benchmarkIndex`.
 * @param {{ name: string, device: string, referenceIndex: number }[]} profiles
 * @param {number} benchmarkIndex
 */
export function calibrated(profiles, benchmarkIndex) {
  return profiles.map((profile) => ({
    ...profile,
    benchmarkIndex,
    cpuSlowdownMultiplier: cpuSlowdownFor(benchmarkIndex, profile.referenceIndex),
  }));
}

/**
 * Lighthouse's settings for a calibrated profile measured by one method: the profile's CPU
 * slowdown over Lighthouse's default mobile network (150 ms round trip, 1.6 Mbit/s down), which
 * the `devtools` method applies as its own `requestLatencyMs`, `downloadThroughputKbps` and
 * `uploadThroughputKbps`.
 * @param {{ cpuSlowdownMultiplier: number }} profile
 * @param {'simulate' | 'devtools'} method
 */
export function lighthouseFlags(profile, method) {
  return { throttlingMethod: method, throttling: { cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier } };
}

/** `mid-tier, simulated`: the name of one profile's table by one method. */
export const tableName = (profile, method) => `${profile.name}, ${METHODS[method].label}`;

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

function positiveNumber(name, value) {
  if (value === undefined || value === '') return null;
  const number = Number(value);
  if (!Number.isFinite(number) || number <= 0) throw new Error(`${name} must be a number above 0, not "${value}"`);
  return number;
}

/** The names in a list, each known or an alias of a known one, once each, in the order given. */
function known(variable, names, table, aliases = {}) {
  const resolved = names.map((name) => aliases[name] ?? name);
  const unknown = names.find((_, i) => !(resolved[i] in table));
  if (unknown) {
    const all = [...Object.keys(table), ...Object.keys(aliases)].join(', ');
    throw new Error(`${variable}: unknown name "${unknown}" (known: ${all})`);
  }
  return [...new Set(resolved.length ? resolved : Object.keys(table))].map((name) => table[name]);
}

/** @param {Record<string, string | undefined>} env */
export function benchOptions(env) {
  const routes = list(env.BENCH_ROUTES);
  const badRoute = routes.find((route) => route !== 'post' && !route.startsWith('/'));
  if (badRoute) throw new Error(`BENCH_ROUTES: "${badRoute}" is neither a path starting with / nor "post"`);
  return {
    runs: positiveInteger('BENCH_RUNS', env.BENCH_RUNS, 5),
    profiles: known('BENCH_PROFILES', list(env.BENCH_PROFILES), PROFILES, PROFILE_ALIASES),
    methods: known('BENCH_METHODS', list(env.BENCH_METHODS), METHODS).map((method) => method.name),
    // The machine's benchmark index, given instead of measured before the rounds.
    cpuIndex: positiveNumber('BENCH_CPU_INDEX', env.BENCH_CPU_INDEX),
    routes: routes.length ? [...new Set(routes)] : DEFAULT_ROUTES,
    skipBuild: env.BENCH_SKIP_BUILD === '1',
    loadOnly: env.BENCH_LOAD_ONLY === '1',
    // The first taps on their own pages (scripts/bench-taps.mjs), whatever the routes.
    skipTaps: env.BENCH_SKIP_TAPS === '1',
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
