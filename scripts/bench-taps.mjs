/**
 * First taps answered: a tap made on a phone as soon as the page's first screen shows (at the first
 * largest-contentful-paint entry, often before the page's scripts have hydrated it), and the
 * time from that input to the next paint, as INP counts it (the Event Timing API's duration; the
 * longest of the interaction's entries). Each run is a fresh browser context, its CPU slowed through
 * DevTools by the profile's calibrated slowdown.
 */
import { summarise } from './bench-options.mjs';
import { whenServedFromCache } from './page-cache.mjs';

export const TAPS = [
  { name: 'phone menu', path: '/', target: 'menu' },
  { name: 'portfolio filter', path: '/portfolio', target: 'filter' },
  { name: 'film play', path: '/portfolio', target: 'play' },
  { name: 'project type', path: '/contact', target: 'projectType' },
];

/**
 * The taps made on a site: all of them, or the ones it names (the minimal page has a phone menu only,
 * the framework's floor for a tap answered without the page's own scripts).
 */
export const tapsFor = (site) => TAPS.filter((tap) => !site.targets || site.targets.includes(tap.target));

/** INP's bound for a good interaction. */
export const TAP_BUDGET_MS = 200;

export const PHONE = { viewport: { width: 375, height: 667 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

/**
 * Runs in the page before its own scripts: finds the tap's target (`window.__benchTarget`), and
 * reports the first largest-contentful-paint entry, the interaction's event-timing entries and, as
 * the tap's events arrive, whether they hit the target and whether React had reached it by then.
 */
export function tapProbe(target) {
  const report = (message) => window.__benchTap?.(message);
  const firstVisible = (elements) => [...elements].find((element) => element.getClientRects().length > 0);
  const find = {
    menu: () => firstVisible(document.querySelectorAll('header details > summary')),
    filter: () => firstVisible(document.querySelectorAll('[role="group"] a[data-value]:not([aria-current])')),
    play: () => firstVisible(document.querySelectorAll('a.play-target')),
    projectType: () =>
      [...document.querySelectorAll('label')].find((label) => label.textContent.trim().startsWith('Project type'))?.control,
  }[target];
  window.__benchTarget = find;
  const hasKey = (node, prefix) => Object.keys(node).some((key) => key.startsWith(prefix));

  new PerformanceObserver((list, observer) => {
    observer.disconnect();
    report({ type: 'lcp', at: list.getEntries()[0].startTime });
  }).observe({ type: 'largest-contentful-paint', buffered: true });

  const entries = (list) => {
    for (const { entryType, name, interactionId, startTime, duration } of list.getEntries()) {
      if (interactionId > 0) report({ type: 'entry', entryType, name, interactionId, startTime, duration });
    }
  };
  new PerformanceObserver(entries).observe({ type: 'event', durationThreshold: 16, buffered: true });
  new PerformanceObserver(entries).observe({ type: 'first-input', buffered: true });

  // Window's capture phase runs before React's listener on the document. React marks each element
  // it has hydrated with its props, and the document once hydration has begun.
  for (const type of ['pointerdown', 'click']) {
    addEventListener(
      type,
      (event) => {
        const element = find();
        const scripts = !element
          ? null
          : hasKey(element, '__reactProps$')
            ? 'hydrated'
            : hasKey(document, '__reactContainer$')
              ? 'hydrating'
              : 'not run';
        report({ type: 'input', event: type, at: event.timeStamp, hit: Boolean(element?.contains(event.target)), scripts });
      },
      { capture: true, once: true },
    );
  }
}

/**
 * The first interaction's duration: the longest of its entries (one interaction's pointerdown,
 * pointerup and click share an interactionId), or null when none was reported.
 * @param {{ interactionId: number, startTime: number, duration: number }[]} entries
 */
export function interactionDuration(entries) {
  const interactions = entries.filter((entry) => entry.interactionId > 0);
  if (!interactions.length) return null;
  const first = interactions.reduce((a, b) => (b.startTime < a.startTime ? b : a)).interactionId;
  return Math.max(...interactions.filter((entry) => entry.interactionId === first).map((entry) => entry.duration));
}

/** Whether any of the page's navigations went to another origin than the page's. */
export const leftOrigin = (urls, origin) => urls.some((url) => new URL(url).origin !== origin);

/**
 * One tap's runs summed up: the median and worst duration (of the runs that reported one), met when
 * every run was answered within the budget and none left the site; how many runs found the page's
 * scripts in each state, navigated or left the site; the median first paint and tap times.
 * @param {({ durationMs: number | null, scripts: string | null, navigated: boolean, leftSite: boolean,
 *   lcpMs: number | null, tapMs: number | null } | { error: string })[]} runs
 */
export function summariseTap(runs) {
  const numbers = (name) => runs.map((run) => run[name]).filter((value) => typeof value === 'number');
  const median = (values) => (values.length ? Math.round(summarise(values).median) : null);
  const count = (test) => runs.filter(test).length;
  const timed = numbers('durationMs');
  const worstMs = timed.length ? Math.max(...timed) : null;
  return {
    medianMs: median(timed),
    worstMs,
    untimedRuns: runs.length - timed.length,
    met: timed.length === runs.length && worstMs <= TAP_BUDGET_MS && !runs.some((run) => run.leftSite),
    scripts: Object.fromEntries(
      ['hydrated', 'hydrating', 'not run'].map((state) => [state, count((run) => run.scripts === state)]).filter(([, n]) => n),
    ),
    navigatedRuns: count((run) => run.navigated),
    leftSiteRuns: count((run) => run.leftSite),
    lcpMs: median(numbers('lcpMs')),
    tapMs: median(numbers('tapMs')),
    errors: runs.filter((run) => run.error).map((run) => run.error),
  };
}

function within(promise, ms, what) {
  let timer;
  const late = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} within ${ms / 1000} s`)), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/**
 * The middle of the tap's target on the first screen, found in a load of the page at full speed: the
 * measured runs tap as soon as the paint is reported, with no question to the busy page first.
 */
async function targetPoint(browser, url, target) {
  const context = await browser.newContext(PHONE);
  try {
    await context.addInitScript(tapProbe, target);
    const page = await context.newPage();
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready);
    const box = await page.evaluate(() => window.__benchTarget()?.getBoundingClientRect().toJSON());
    if (!box) throw new Error(`no ${target} target on ${url}`);
    const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    if (point.y < 0 || point.y > PHONE.viewport.height) throw new Error(`the ${target} target on ${url} is off the first screen`);
    return point;
  } finally {
    await context.close();
  }
}

/** One tap at `point` on a fresh page of `url` the moment its first largest contentful paint is reported, the CPU slowed `rate` times. */
async function tapOnce(browser, url, { target, point, rate }) {
  const origin = new URL(url).origin;
  const context = await browser.newContext(PHONE);
  const entries = [];
  let input = null;
  let lcpMs = null;
  let resolveClicked, resolveClickEntry;
  const clicked = new Promise((resolve) => (resolveClicked = resolve));
  const clickEntry = new Promise((resolve) => (resolveClickEntry = resolve));
  await context.exposeBinding('__benchTap', (_source, message) => {
    if (message.type === 'lcp') lcpMs ??= Math.round(message.at);
    if (message.type === 'input') {
      input ??= message;
      if (message.event === 'click') resolveClicked();
    }
    if (message.type === 'entry') {
      entries.push(message);
      if (message.name === 'click') resolveClickEntry();
    }
  });
  await context.addInitScript(tapProbe, target);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate });
    // Sent as the entry is made, ahead of the page's own observers, which wait for its thread.
    await cdp.send('PerformanceTimeline.enable', { eventTypes: ['largest-contentful-paint'] });
    const painted = new Promise((resolve) => cdp.once('PerformanceTimeline.timelineEventAdded', resolve));
    const navigations = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
    });
    // Not awaited: the tap comes at the first paint, long before the load event.
    page.goto(url, { timeout: 0 }).catch(() => {});
    await within(painted, 60_000, 'no largest contentful paint');
    const before = navigations.length;
    // A navigation away ends the page, and with it any entry it had still to report.
    const gone = new Promise((resolve) =>
      page.on('framenavigated', (frame) => frame === page.mainFrame() && navigations.length > before && resolve()),
    );
    await within(page.touchscreen.tap(point.x, point.y), 30_000, 'the tap was not sent');
    await within(clicked, 30_000, 'the tap was not handled');
    // The entries come once the next frame is presented and the page's thread is free again; a
    // click of less than 16 ms has none.
    await within(Promise.race([clickEntry, gone]), 10_000, '').catch(() => {});
    const after = navigations.slice(before);
    if (!input.hit) return { error: `the tap missed the ${target} target` };
    return {
      durationMs: interactionDuration(entries),
      scripts: input.scripts,
      navigated: after.length > 0,
      leftSite: leftOrigin(after, origin),
      lcpMs,
      tapMs: Math.round(input.at),
    };
  } catch (error) {
    return { error: error.message };
  } finally {
    await context.close();
  }
}

/**
 * `runs` rounds, each over every profile, tap and site in turn (the site and the build before
 * alternate, so a noisy moment weighs on both); per profile, tap and site the runs summed up.
 */
export async function measureTaps(browser, { sites, profiles, runs, log = () => {} }) {
  const measured = new Map();
  const points = new Map();
  const sitesFor = (tap) => sites.filter((site) => tapsFor(site).includes(tap));
  for (let round = 1; round <= runs; round++) {
    for (const profile of profiles) {
      for (const tap of TAPS) {
        for (const site of sitesFor(tap)) {
          const key = `${profile.name} ${tap.name} ${site.site}`;
          const url = site.origin + tap.path;
          await whenServedFromCache(url);
          const place = `${url} ${tap.target}`;
          // A build whose target is not on the first screen (an older layout) has that said of each run, not the bench stopped.
          if (!points.has(place))
            points.set(place, await targetPoint(browser, url, tap.target).catch((error) => ({ error: error.message })));
          const point = points.get(place);
          const run = point.error
            ? { error: point.error }
            : await tapOnce(browser, url, { target: tap.target, point, rate: profile.cpuSlowdownMultiplier });
          log(
            `taps ${round}/${runs} ${profile.name} ${site.label}${tap.name}: ` +
              (run.error ??
                `${run.durationMs ?? '-'} ms, LCP ${run.lcpMs} ms, tapped at ${run.tapMs} ms, scripts ${run.scripts}` +
                  `${run.leftSite ? ', left the site' : run.navigated ? ', navigated' : ''}`),
          );
          measured.set(key, [...(measured.get(key) ?? []), run]);
        }
      }
    }
  }
  return profiles.map((profile) => ({
    profile: profile.name,
    cpuSlowdownMultiplier: profile.cpuSlowdownMultiplier,
    taps: TAPS.flatMap((tap) =>
      sitesFor(tap).map((site) => {
        const list = measured.get(`${profile.name} ${tap.name} ${site.site}`);
        return { tap: tap.name, path: tap.path, site: site.site, label: site.label, ...summariseTap(list), runs: list };
      }),
    ),
  }));
}

/** `2 hydrated, 1 hydrating`: the page's scripts at the tap, over the runs. */
export const scriptsCell = (scripts) =>
  Object.entries(scripts)
    .map(([state, runs]) => `${runs} ${state}`)
    .join(', ') || '-';

/** `✓ 136 ≤ 200`, or why not: the worst run against the budget, and any run that left the site. */
export function tapVerdictCell({ met, worstMs, untimedRuns, leftSiteRuns }) {
  const worst = worstMs === null ? '-' : `${worstMs} ≤ ${TAP_BUDGET_MS}`;
  return `${met ? '✓' : '✗'} ${worst}${untimedRuns ? `, ${untimedRuns} untimed` : ''}${leftSiteRuns ? ', left the site' : ''}`;
}
