import type { Page } from '@playwright/test';

/**
 * Starts listening on a page for what a visitor must never meet: console errors, uncaught
 * exceptions, Content Security Policy violations and failed loads of the site's own scripts and
 * styles (plus any other address `watch` accepts). Call before navigating; the returned list
 * fills as the page runs and should end up empty.
 *
 * Chromium logs every 404 response as a console error; those are left out, because the
 * not-found page answers 404 by design and links may be prefetched before their page exists.
 */
export async function collectPageProblems(page: Page, watch: (url: URL) => boolean = () => false): Promise<string[]> {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(`CSP violation: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && !/404 \(Not Found\)/.test(message.text())) {
      problems.push(`${page.url()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (response.status() >= 400 && (url.pathname.startsWith('/_next/static') || watch(url))) {
      problems.push(`${response.status()} ${response.url()}`);
    }
  });
  return problems;
}
