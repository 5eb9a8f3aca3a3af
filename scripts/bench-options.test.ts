import {
  benchOptions,
  calibrated,
  cpuSlowdownFor,
  DEFAULT_ROUTES,
  lighthouseFlags,
  mostCommon,
  PROFILES,
  summarise,
  tableName,
} from './bench-options.mjs';

const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('benchOptions', () => {
  it('measures every route on both profiles by both methods, five rounds, with the load runs, by default', () => {
    const options = benchOptions({});
    expect(names(options.profiles)).toEqual(['mid-tier', 'low-tier']);
    expect(options.methods).toEqual(['simulate', 'devtools']);
    expect(options.cpuIndex).toBeNull();
    expect(options.routes).toEqual(DEFAULT_ROUTES);
    expect(options.runs).toBe(5);
    expect(options.skipLoad).toBe(false);
    expect(options.skipTaps).toBe(false);
    expect(options.beforeDir).toBeNull();
    expect(options.starterDir).toBeNull();
  });

  it('takes one profile or both, in the order given, by their names or their former ones', () => {
    expect(names(benchOptions({ BENCH_PROFILES: 'low-tier' }).profiles)).toEqual(['low-tier']);
    expect(names(benchOptions({ BENCH_PROFILES: 'low-tier, mid-tier' }).profiles)).toEqual(['low-tier', 'mid-tier']);
    expect(names(benchOptions({ BENCH_PROFILES: 'low-end' }).profiles)).toEqual(['low-tier']);
    expect(names(benchOptions({ BENCH_PROFILES: 'mobile,mid-tier' }).profiles)).toEqual(['mid-tier']);
    expect(() => benchOptions({ BENCH_PROFILES: 'desktop' })).toThrow(/BENCH_PROFILES: unknown name "desktop"/);
  });

  it('takes one method or both, in the order given', () => {
    expect(benchOptions({ BENCH_METHODS: 'devtools' }).methods).toEqual(['devtools']);
    expect(benchOptions({ BENCH_METHODS: 'devtools, simulate,devtools' }).methods).toEqual(['devtools', 'simulate']);
    expect(() => benchOptions({ BENCH_METHODS: 'provided' })).toThrow(/BENCH_METHODS: unknown name "provided"/);
  });

  it('takes the machine’s benchmark index when given, instead of measuring it', () => {
    expect(benchOptions({ BENCH_CPU_INDEX: '2310' }).cpuIndex).toBe(2310);
    expect(benchOptions({ BENCH_CPU_INDEX: '' }).cpuIndex).toBeNull();
    expect(() => benchOptions({ BENCH_CPU_INDEX: '0' })).toThrow(/BENCH_CPU_INDEX/);
    expect(() => benchOptions({ BENCH_CPU_INDEX: 'fast' })).toThrow(/BENCH_CPU_INDEX/);
  });

  it('measures only the routes named, without the load runs unless asked', () => {
    const quick = benchOptions({ BENCH_ROUTES: '/,/contact,post' });
    expect(quick.routes).toEqual(['/', '/contact', 'post']);
    expect(quick.skipLoad).toBe(true);
    expect(benchOptions({ BENCH_ROUTES: '/', BENCH_SKIP_LOAD: '0' }).skipLoad).toBe(false);
    expect(() => benchOptions({ BENCH_ROUTES: 'contact' })).toThrow(/BENCH_ROUTES/);
  });

  it('times the first taps unless asked not to, whatever the routes', () => {
    expect(benchOptions({ BENCH_SKIP_TAPS: '1' }).skipTaps).toBe(true);
    expect(benchOptions({ BENCH_ROUTES: '/blog' }).skipTaps).toBe(false);
  });

  it('refuses a number of rounds that is not a whole number', () => {
    expect(benchOptions({ BENCH_RUNS: '3' }).runs).toBe(3);
    expect(() => benchOptions({ BENCH_RUNS: '0' })).toThrow(/BENCH_RUNS/);
    expect(() => benchOptions({ BENCH_RUNS: 'two' })).toThrow(/BENCH_RUNS/);
  });
});

describe('the calibrated profiles', () => {
  it('stand for DevTools’ reference phones by their benchmark index', () => {
    expect(PROFILES['mid-tier']).toMatchObject({ device: 'Pixel 5', referenceIndex: 1000 });
    expect(PROFILES['low-tier']).toMatchObject({ device: 'Moto G4 Power (2022)', referenceIndex: 264 });
  });

  it('slow the CPU by the machine’s index over the phone’s, to one decimal', () => {
    expect(cpuSlowdownFor(2310, 1000)).toBe(2.3);
    expect(cpuSlowdownFor(2310, 264)).toBe(8.8);
    expect(cpuSlowdownFor(1000, 1000)).toBe(1);
    expect(cpuSlowdownFor(1049, 1000)).toBe(1);
    expect(cpuSlowdownFor(1050, 1000)).toBe(1.1);
  });

  it('never speed the CPU up on a machine slower than the phone', () => {
    expect(cpuSlowdownFor(150, 264)).toBe(1);
    expect(cpuSlowdownFor(600, 1000)).toBe(1);
    expect(cpuSlowdownFor(300, 264)).toBe(1.1);
  });

  it('keep the index each slowdown came from', () => {
    expect(calibrated([PROFILES['mid-tier'], PROFILES['low-tier']], 3630)).toEqual([
      { ...PROFILES['mid-tier'], benchmarkIndex: 3630, cpuSlowdownMultiplier: 3.6 },
      { ...PROFILES['low-tier'], benchmarkIndex: 3630, cpuSlowdownMultiplier: 13.8 },
    ]);
  });
});

describe('lighthouseFlags', () => {
  it('gives Lighthouse the method and the profile’s CPU slowdown, leaving its mobile network as it is', () => {
    const [lowTier] = calibrated([PROFILES['low-tier']], 2310);
    expect(lighthouseFlags(lowTier!, 'simulate')).toEqual({
      throttlingMethod: 'simulate',
      throttling: { cpuSlowdownMultiplier: 8.8 },
    });
    expect(lighthouseFlags(lowTier!, 'devtools')).toEqual({
      throttlingMethod: 'devtools',
      throttling: { cpuSlowdownMultiplier: 8.8 },
    });
  });
});

describe('tableName', () => {
  it('names the profile and the method', () => {
    expect(tableName(PROFILES['mid-tier'], 'simulate')).toBe('mid-tier, simulated');
    expect(tableName(PROFILES['low-tier'], 'devtools')).toBe('low-tier, devtools');
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
