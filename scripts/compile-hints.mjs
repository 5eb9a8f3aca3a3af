/**
 * A finishing step of `npm run build` (scripts/finish-build.mjs): opens every script the
 * pre-rendered pages load at startup with Chromium's compile hint (`//# allFunctionsCalledOnLoad`). Chromium then compiles
 * the script's functions on the thread that streams it, instead of one at a time on the main thread
 * the first time hydration calls each; on a slow phone that lazy compiling was the larger part of
 * the longest task of a page's start. Other browsers read the line as a comment. Scripts loaded
 * later (on demand) are left as they are, so no time goes on compiling what a visit may never run.
 * A page loading a script the build does not hold stops the build, naming both.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { builtPages, replaceFile } from './built-pages.mjs';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';
const HINT_BYTES = Buffer.from(COMPILE_HINT);

/** Where the build's scripts are served from. */
const STATIC_PATH = '/_next/static/';

const scriptTags = /<script\b([^>]*)>/gi;
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

/**
 * The build's scripts a page runs as it starts, as paths: its script elements' sources, not a
 * `nomodule` script (for browsers without modules, which know no compile hints either), nor the
 * copies of addresses in the page's data.
 * @param {string} html
 * @returns {string[]} paths below /_next/static/, without a query
 */
export function startupScripts(html) {
  const scripts = new Set();
  for (const [, attributes] of html.matchAll(scriptTags)) {
    const found = parseAttributes(attributes);
    const src = found.get('src');
    if (!src || found.has('nomodule')) continue;
    const { pathname } = new URL(src, 'http://site.invalid');
    if (pathname.startsWith(STATIC_PATH) && pathname.endsWith('.js')) scripts.add(pathname);
  }
  return [...scripts];
}

/**
 * Writes the compile hint at the top of every startup script of the build's pages, once: a script
 * that has it already (a second run, a copied build) is left alone. Resolves with counts.
 * @param {{ distDir: string, log?: (line: string) => void }} options
 */
export async function addCompileHints({ distDir, log = () => {} }) {
  const staticDir = path.resolve(distDir, 'static');
  /** @type {Map<string, string>} each script, and the first page loading it */
  const scripts = new Map();
  for (const { page, file } of builtPages(distDir))
    for (const script of startupScripts(await readFile(file, 'utf8'))) if (!scripts.has(script)) scripts.set(script, page);

  const problems = [];
  let hinted = 0;
  for (const [script, page] of scripts) {
    const file = path.join(staticDir, decodeURIComponent(script.slice(STATIC_PATH.length)));
    const source = file.startsWith(staticDir + path.sep) ? await readFile(file).catch(() => null) : null;
    if (!source) {
      problems.push(`${script} is not in the build (loaded by ${page})`);
      continue;
    }
    if (source.subarray(0, HINT_BYTES.length).equals(HINT_BYTES)) continue;
    await replaceFile(file, Buffer.concat([HINT_BYTES, source]));
    hinted++;
  }
  if (problems.length)
    throw new Error(
      `The built pages load ${problems.length} script(s) the build does not hold:\n${problems.map((line) => `  ${line}`).join('\n')}`,
    );
  log(`Startup scripts marked to compile as they download: ${scripts.size} (${hinted} marked now)`);
  return { scripts: scripts.size, hinted };
}
