import {
  interactionDuration,
  leftOrigin,
  scriptsCell,
  summariseTap,
  TAP_BUDGET_MS,
  TAPS,
  tapsFor,
  tapVerdictCell,
} from './bench-taps.mjs';

const entry = (name: string, interactionId: number, startTime: number, duration: number) => ({
  name,
  interactionId,
  startTime,
  duration,
});

interface Run {
  durationMs: number | null;
  scripts: string | null;
  navigated: boolean;
  leftSite: boolean;
  lcpMs: number | null;
  tapMs: number | null;
}

const run = (durationMs: number | null, more: Partial<Run> = {}): Run => ({
  durationMs,
  scripts: 'hydrating',
  navigated: false,
  leftSite: false,
  lcpMs: 900,
  tapMs: 1100,
  ...more,
});

describe('the first taps', () => {
  it('are the phone menu, a portfolio filter, a film’s play button and the project type, each on its own page', () => {
    expect(TAPS.map((tap) => [tap.name, tap.path])).toEqual([
      ['phone menu', '/'],
      ['portfolio filter', '/portfolio'],
      ['film play', '/portfolio'],
      ['project type', '/contact'],
    ]);
    expect(TAP_BUDGET_MS).toBe(200);
  });

  it('are all made on a site, and on a baseline page only those it names', () => {
    expect(tapsFor({})).toEqual(TAPS);
    expect(tapsFor({ targets: ['menu'] }).map((tap) => tap.name)).toEqual(['phone menu']);
  });
});

describe('interactionDuration', () => {
  it('takes the longest entry of the first interaction', () => {
    const entries = [
      entry('pointerdown', 7, 1000, 232),
      entry('pointerup', 7, 1001, 232),
      entry('click', 7, 1001, 408),
      entry('click', 9, 3000, 600),
    ];
    expect(interactionDuration(entries)).toBe(408);
  });

  it('leaves out entries of no interaction, and is null when there is none', () => {
    expect(interactionDuration([entry('pointerover', 0, 900, 500), entry('click', 3, 1000, 48)])).toBe(48);
    expect(interactionDuration([entry('pointerover', 0, 900, 500)])).toBeNull();
    expect(interactionDuration([])).toBeNull();
  });
});

describe('leftOrigin', () => {
  it('says whether a navigation went to another origin', () => {
    expect(leftOrigin(['https://www.youtube.com/watch?v=x'], 'http://127.0.0.1:3000')).toBe(true);
    expect(leftOrigin(['http://127.0.0.1:3000/portfolio?category=events'], 'http://127.0.0.1:3000')).toBe(false);
    expect(leftOrigin([], 'http://127.0.0.1:3000')).toBe(false);
  });
});

describe('summariseTap', () => {
  it('gives the median and worst duration, met when every run is within the budget', () => {
    const summary = summariseTap([run(120), run(200, { scripts: 'hydrated' }), run(96)]);
    expect(summary).toMatchObject({ medianMs: 120, worstMs: 200, untimedRuns: 0, met: true, leftSiteRuns: 0 });
    expect(summary.scripts).toEqual({ hydrated: 1, hydrating: 2 });
    expect(summariseTap([run(120), run(208)]).met).toBe(false);
  });

  it('is not met when a run left the site, or could not be timed', () => {
    const left = summariseTap([run(64, { navigated: true, leftSite: true, scripts: 'not run' }), run(80)]);
    expect(left).toMatchObject({ met: false, leftSiteRuns: 1, navigatedRuns: 1 });
    const untimed = summariseTap([run(80), { error: 'the tap missed the menu target' }]);
    expect(untimed).toMatchObject({ met: false, untimedRuns: 1, errors: ['the tap missed the menu target'] });
  });

  it('sums up cells for the table', () => {
    const summary = summariseTap([run(64, { leftSite: true, navigated: true }), run(260), run(null)]);
    expect(tapVerdictCell(summary)).toBe('✗ 260 ≤ 200, 1 untimed, left the site');
    expect(tapVerdictCell(summariseTap([run(136)]))).toBe('✓ 136 ≤ 200');
    expect(scriptsCell(summary.scripts)).toBe('3 hydrating');
    expect(scriptsCell({})).toBe('-');
  });
});
