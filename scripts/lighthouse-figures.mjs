/**
 * The figures the bench keeps of one Lighthouse result (an `lhr`), read from the audits of
 * Lighthouse 13.
 */

/** The four parts of the largest paint, as Lighthouse 13's LCP breakdown insight names them. */
const LCP_PARTS = {
  timeToFirstByte: 'ttfb',
  resourceLoadDelay: 'loadDelay',
  resourceLoadDuration: 'loadTime',
  elementRenderDelay: 'renderDelay',
};

/**
 * Where the largest paint's time went, in the run's own trace: time to first byte, the wait before
 * its resource was requested, that resource's download and the wait from then to the paint. A text
 * paint has no resource, so its load delay and load time are null. These are the times observed
 * during the load: with simulated throttling, at the machine's own speed, while Lighthouse's LCP
 * figure is a simulation of a slower phone and network built from the same load, so the parts show
 * where the time goes, not its sum; with throttling applied in the browser (devtools), at the
 * throttled speed, the same load as the LCP figure's.
 * @param {any} lhr a Lighthouse result
 * @returns {{ ttfb: number, loadDelay: number | null, loadTime: number | null, renderDelay: number, element: string | null } | null}
 */
export function lcpBreakdown(lhr) {
  const details = lhr.audits['lcp-breakdown-insight']?.details;
  if (details?.type !== 'list') return null;
  const table = details.items.find((item) => item.type === 'table');
  if (!table) return null;
  const parts = { ttfb: null, loadDelay: null, loadTime: null, renderDelay: null };
  for (const item of table.items) {
    const name = LCP_PARTS[item.subpart];
    if (name) parts[name] = Math.round(item.duration);
  }
  if (parts.ttfb === null || parts.renderDelay === null) return null;
  const node = details.items.find((item) => item.type === 'node');
  return { ...parts, element: node ? elementName(node) : null };
}

/** `img`, `p` or `h1`: the tag of the painted element, from the start of its HTML. */
function elementName(node) {
  return node.snippet?.match(/^<([a-z][a-z0-9-]*)/i)?.[1].toLowerCase() ?? null;
}

/**
 * The bytes of every request that had finished when the largest paint was observed, and of those
 * the scripts'. Lighthouse's simulated LCP replays such requests on its slow network (1.6 Mbit/s on
 * every profile), needed by the paint or not, leaving out only low-priority images (in one of its
 * two estimates) and scripts first run after the paint: the later a page paints, the more of what it
 * loads early counts against its first paint.
 * @param {any} lhr a Lighthouse result
 * @returns {{ bytes: number, scriptBytes: number } | null}
 */
export function bytesBeforeLcp(lhr) {
  const requests = lhr.audits['network-requests']?.details;
  const metrics = lhr.audits.metrics?.details?.items?.[0];
  if (!requests?.items || metrics?.observedLargestContentfulPaint === undefined) return null;
  // Request times count from the first request, the paint from the navigation's start.
  const offsetMs = (requests.debugData.networkStartTimeTs - metrics.observedTimeOriginTs) / 1000;
  const early = requests.items.filter((item) => item.networkEndTime + offsetMs <= metrics.observedLargestContentfulPaint);
  const sum = (items) => items.reduce((total, item) => total + (item.transferSize ?? 0), 0);
  return { bytes: sum(early), scriptBytes: sum(early.filter((item) => item.resourceType === 'Script')) };
}

/**
 * A run's figures: scores, the metrics, how fast the machine was, React DOM's evaluation (the chunk
 * at `reactDomPath`, if the page loads it) and the LCP breakdown flattened beside LCP.
 * @param {any} lhr a Lighthouse result
 * @param {string | null} [reactDomPath]
 * @returns {Record<string, number | string | null>}
 */
export function lighthouseFigures(lhr, reactDomPath = null) {
  const bootup = lhr.audits['bootup-time'].details?.items ?? [];
  const reactDom = bootup.find((item) => reactDomPath && URL.canParse(item.url) && new URL(item.url).pathname === reactDomPath);
  const breakdown = lcpBreakdown(lhr);
  const early = bytesBeforeLcp(lhr);
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    bestPractices: Math.round(lhr.categories['best-practices'].score * 100),
    seo: Math.round(lhr.categories.seo.score * 100),
    lcpMs: Math.round(lhr.audits['largest-contentful-paint'].numericValue),
    // Observed during the load (see lcpBreakdown).
    lcpTtfbMs: breakdown?.ttfb ?? null,
    lcpLoadDelayMs: breakdown?.loadDelay ?? null,
    lcpLoadTimeMs: breakdown?.loadTime ?? null,
    lcpRenderDelayMs: breakdown?.renderDelay ?? null,
    lcpElement: breakdown?.element ?? null,
    bytesBeforeLcp: early?.bytes ?? null,
    scriptBytesBeforeLcp: early?.scriptBytes ?? null,
    tbtMs: Math.round(lhr.audits['total-blocking-time'].numericValue),
    cls: Number(lhr.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
    totalBytes: lhr.audits['total-byte-weight'].numericValue,
    // Evaluation of React DOM's chunk: hydration's cost grows with the DOM it walks.
    reactDomMs: reactDom ? Math.round(reactDom.scripting) : null,
    // Main-thread time by kind (style and layout, script evaluation, parsing HTML and CSS...).
    mainThreadMs: Math.round(lhr.audits['mainthread-work-breakdown'].numericValue),
    // How fast the machine was during this run (Lighthouse's own CPU benchmark; higher is faster).
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
  };
}
