import { benchOptions, DEFAULT_ROUTES, mostCommon, PROFILES, summarise } from './bench-options.mjs';

describe('benchOptions', () => {
  it('measures every route on both profiles, five rounds, with the load runs, by default', () => {
    const options = benchOptions({});
    expect(options.profiles.map((profile) => profile.name)).toEqual(['mobile', 'low-end']);
    expect(options.routes).toEqual(DEFAULT_ROUTES);
    expect(options.runs).toBe(5);
    expect(options.skipLoad).toBe(false);
    expect(options.beforeDir).toBeNull();
    expect(options.starterDir).toBeNull();
  });

  it('slows the CPU tenfold on the low-end profile and keeps Lighthouse’s own settings on mobile', () => {
    expect(PROFILES['low-end'].flags).toEqual({ throttling: { cpuSlowdownMultiplier: 10 } });
    expect(PROFILES.mobile.flags).toEqual({});
  });

  it('takes one profile or both, in the order given', () => {
    expect(benchOptions({ BENCH_PROFILES: 'low-end' }).profiles.map((profile) => profile.name)).toEqual(['low-end']);
    expect(benchOptions({ BENCH_PROFILES: 'low-end, mobile' }).profiles.map((profile) => profile.name)).toEqual([
      'low-end',
      'mobile',
    ]);
    expect(() => benchOptions({ BENCH_PROFILES: 'desktop' })).toThrow(/unknown profile "desktop"/);
  });

  it('measures only the routes named, without the load runs unless asked', () => {
    const quick = benchOptions({ BENCH_ROUTES: '/,/contact,post' });
    expect(quick.routes).toEqual(['/', '/contact', 'post']);
    expect(quick.skipLoad).toBe(true);
    expect(benchOptions({ BENCH_ROUTES: '/', BENCH_SKIP_LOAD: '0' }).skipLoad).toBe(false);
    expect(() => benchOptions({ BENCH_ROUTES: 'contact' })).toThrow(/BENCH_ROUTES/);
  });

  it('refuses a number of rounds that is not a whole number', () => {
    expect(benchOptions({ BENCH_RUNS: '3' }).runs).toBe(3);
    expect(() => benchOptions({ BENCH_RUNS: '0' })).toThrow(/BENCH_RUNS/);
    expect(() => benchOptions({ BENCH_RUNS: 'two' })).toThrow(/BENCH_RUNS/);
  });
});

describe('summarise', () => {
  it('gives the median and the lowest and highest value', () => {
    expect(summarise([30, 10, 20, 50, 40])).toEqual({ median: 30, low: 10, high: 50 });
  });
});

describe('mostCommon', () => {
  it('gives the value found most often, the first of equals', () => {
    expect(mostCommon(['img', 'p', 'img'])).toBe('img');
    expect(mostCommon(['p', 'img'])).toBe('p');
  });
});
