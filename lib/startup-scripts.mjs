/**
 * The framework's startup scripts, run once the first screen is on screen.
 *
 * Next.js names the scripts a page starts with (React, its router, the page's islands: about 140 KB
 * gzip) as `async` elements in the page's <head>. They arrive with the stylesheet and run before its
 * first frame is drawn, so on a slow phone the first screen's picture shares the network with them
 * and its paint waits behind them. Nothing on a first screen needs them: every page is whole HTML,
 * and its links and forms work without script. So pages are stored with those elements taken out
 * and a short inline script at the end of the body that adds them back, unchanged and in the same
 * order, once the largest paint is on screen (see `runStartupScripts`).
 *
 * Plain ESM without JSX, so `next build`'s finishing step (scripts/defer-startup.mjs) and the page
 * cache of `next start` (cache-handler.mjs) both import it.
 */

/** Where the build's scripts are served from. */
export const STATIC_PATH = '/_next/static/';

/** The id of the JSON list of the scripts a deferred page adds once painted. */
export const STARTUP_LIST_ID = 'startup-scripts';

const scriptElements = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const attributePattern = /\s([a-zA-Z][\w:-]*)(?:="([^"]*)")?/g;

/** @param {string} text React's escaping of an attribute value, undone. */
const unescapeAttribute = (text) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/** @param {string} attributes @returns {Map<string, string>} names in lower case */
function parseAttributes(attributes) {
  const found = new Map();
  for (const [, name, value = ''] of attributes.matchAll(attributePattern))
    found.set(name.toLowerCase(), unescapeAttribute(value));
  return found;
}

/** @param {string} src @returns {string | null} the path, when the address is one of the build's scripts */
function buildScriptPath(src) {
  const { pathname } = new URL(src, 'http://site.invalid');
  return pathname.startsWith(STATIC_PATH) && pathname.endsWith('.js') ? pathname : null;
}

/** The JSON list a deferred page carries, or null. @param {string} html @returns {string[] | null} */
function deferredList(html) {
  for (const [, attributes, body] of html.matchAll(scriptElements)) {
    if (parseAttributes(attributes).get('id') !== STARTUP_LIST_ID) continue;
    try {
      const list = JSON.parse(body);
      return Array.isArray(list) ? list.filter((entry) => typeof entry === 'string') : null;
    } catch {
      return null;
    }
  }
  return null;
}

/**
 * The build's scripts a page runs as it starts, as paths: its script elements' sources (not a
 * `nomodule` script, for browsers without modules, nor the copies of addresses in the page's data),
 * or the list a deferred page adds once painted.
 * @param {string} html
 * @returns {string[]} paths below /_next/static/, without a query
 */
export function startupScripts(html) {
  const scripts = new Set();
  for (const [, attributes] of html.matchAll(scriptElements)) {
    const found = parseAttributes(attributes);
    const src = found.get('src');
    if (!src || found.has('nomodule')) continue;
    const pathname = buildScriptPath(src);
    if (pathname) scripts.add(pathname);
  }
  for (const src of deferredList(html) ?? []) {
    const pathname = buildScriptPath(src);
    if (pathname) scripts.add(pathname);
  }
  return [...scripts];
}

/** After the page has loaded, the longest the scripts wait for a paint the browser may never report. */
export const LAST_RESORT_MS = 3000;

/**
 * Runs in the page, from the inline script `deferStartupScripts` writes: adds the listed scripts
 * once the page's largest paint is on screen, as the browser reports it: the first screen's
 * picture (the image fetched at high priority), or a paint the picture can no longer outsize (it
 * shows no area in the window, or a larger element painted), or any, on a page without one. A
 * picture that fails to load waits for nothing. A browser that reports no largest paint starts them
 * in the frame after the page has loaded; any starts them at the latest LAST_RESORT_MS after it (a
 * tab loaded in the background paints nothing). A visitor who presses a key or a pointer, or turns
 * the wheel, sooner gets them at once. Written without syntax newer than the browsers the site
 * serves read, as it is serialised into the page as it stands, called with STARTUP_LIST_ID and
 * LAST_RESORT_MS.
 * @param {string} listId
 * @param {number} lastResortMs
 */
export function runStartupScripts(listId, lastResortMs) {
  var sources = JSON.parse(document.getElementById(listId).textContent);
  var started = false;
  function start() {
    if (started) return;
    started = true;
    sources.forEach(function (source) {
      var script = document.createElement('script');
      script.src = source;
      script.async = true;
      document.head.appendChild(script);
    });
  }
  var picture = document.querySelector('img[fetchpriority="high"]');
  if (picture && picture.complete && !picture.naturalWidth) picture = null;
  /** The picture's area in the window, what its largest paint would measure. */
  function pictureArea() {
    if (!picture) return 0;
    var box = picture.getBoundingClientRect();
    var width = Math.min(box.right, window.innerWidth) - Math.max(box.left, 0);
    var height = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
    return width > 0 && height > 0 ? width * height : 0;
  }
  var Observer = window.PerformanceObserver;
  var reportsPaints = Boolean(Observer) && (Observer.supportedEntryTypes || []).indexOf('largest-contentful-paint') >= 0;
  if (reportsPaints) {
    new Observer(function (list) {
      list.getEntries().forEach(function (entry) {
        if (entry.element === picture || entry.size >= pictureArea()) start();
      });
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    if (picture) picture.addEventListener('error', start);
  }
  window.addEventListener('load', function () {
    if (!reportsPaints)
      requestAnimationFrame(function () {
        setTimeout(start);
      });
    setTimeout(start, lastResortMs);
  });
  ['pointerdown', 'keydown', 'wheel'].forEach(function (type) {
    window.addEventListener(type, start, { capture: true, once: true, passive: true });
  });
}

/** JSON safe inside a script element: no `<` to end it or open a comment. @param {unknown} value */
const scriptJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

/**
 * The page with its startup script elements (those React writes: `src` below /_next/static/ and
 * `async`, nothing else) and their low-priority preloads taken out, and the inline list and script
 * that add them once painted written before </body>. A page already deferred, or with no such
 * element, or without a </body>, is returned as it is; an element with any other attribute
 * (integrity, crossorigin, nonce) stays where it is.
 * @param {string} html
 * @returns {string}
 */
export function deferStartupScripts(html) {
  if (deferredList(html)) return html;
  const bodyEnd = html.lastIndexOf('</body>');
  if (bodyEnd < 0) return html;
  /** @type {string[]} */
  const sources = [];
  const withoutScripts = html.slice(0, bodyEnd).replace(scriptElements, (element, attributes, body) => {
    const found = parseAttributes(attributes);
    const src = found.get('src');
    const onlySrcAndAsync = found.size === 2 && found.has('async') && src !== undefined;
    if (!onlySrcAndAsync || body.trim() || !buildScriptPath(src)) return element;
    sources.push(src);
    return '';
  });
  if (!sources.length) return html;
  const withoutPreloads = withoutScripts.replace(/<link\b([^>]*)\/?>/gi, (element, attributes) => {
    const found = parseAttributes(attributes);
    const preloadsOne =
      found.get('rel') === 'preload' && found.get('as') === 'script' && sources.includes(found.get('href') ?? '');
    return preloadsOne ? '' : element;
  });
  return (
    withoutPreloads +
    `<script id="${STARTUP_LIST_ID}" type="application/json">${scriptJson(sources)}</script>` +
    `<script>(${runStartupScripts})(${scriptJson(STARTUP_LIST_ID)},${LAST_RESORT_MS})</script>` +
    html.slice(bodyEnd)
  );
}
