#!/usr/bin/env node
/**
 * node scripts/defer-startup.mjs <build folder>
 *
 * Run by `next build` as it ends (next.config.ts), after the compile hints: rewrites every
 * pre-rendered page so that its startup scripts run once its first screen is on screen
 * (lib/startup-scripts.mjs says why). Pages rendered later by `next start` are stored the same way
 * by the page cache (cache-handler.mjs). A page already rewritten is left as it is, so a second run
 * or a copied build changes nothing.
 */
import { readFile } from 'node:fs/promises';
import { deferStartupScripts } from '../lib/startup-scripts.mjs';
import { builtPages, replaceFile, runFinishingStep } from './built-pages.mjs';

/**
 * Rewrites the build's pages in place. Resolves with counts.
 * @param {{ distDir: string, log?: (line: string) => void }} options
 */
export async function deferBuiltPages({ distDir, log = () => {} }) {
  const pages = builtPages(distDir);
  let deferred = 0;
  for (const { file } of pages) {
    const html = await readFile(file, 'utf8');
    const rewritten = deferStartupScripts(html);
    if (rewritten === html) continue;
    await replaceFile(file, rewritten);
    deferred++;
  }
  log(`Pages whose startup scripts wait for the first screen: ${deferred} rewritten now, of ${pages.length}`);
  return { pages: pages.length, deferred };
}

runFinishingStep(import.meta.url, (distDir) => deferBuiltPages({ distDir, log: console.log }));
