import { gzipSync } from 'node:zlib';

/**
 * HTML bytes and the gzip size of every script a page loads, measured in a real browser (a Playwright page); of it,
 * the scripts its HTML does not name: mostly the chunks of the pages its links in view lead to, which the router
 * fetches ahead so that following them needs no script. For the bench and the tests' weight budget.
 * @param {import('@playwright/test').Page} page
 * @param {string} url
 */
export async function pageWeight(page, url) {
  const scripts = new Map();
  let reactDomPath = null;
  const onResponse = async (response) => {
    if (response.request().resourceType() !== 'script') return;
    try {
      const body = await response.body();
      scripts.set(response.url(), gzipSync(body).length);
      // React DOM's client names its root key so, in every build; the chunk holding it is hydration's.
      if (body.includes('__reactContainer$')) reactDomPath = new URL(response.url()).pathname;
    } catch {
      // A response without a body (redirect, aborted) loads no script.
    }
  };
  page.on('response', onResponse);
  let html;
  try {
    html = await (await page.goto(url, { waitUntil: 'networkidle' })).text();
  } finally {
    page.off('response', onResponse);
  }
  const sum = (entries) => entries.reduce((total, [, size]) => total + size, 0);
  return {
    htmlBytes: Buffer.byteLength(html),
    jsGzipBytes: sum([...scripts]),
    jsAheadGzipBytes: sum([...scripts].filter(([address]) => !html.includes(new URL(address).pathname))),
    scripts: scripts.size,
    reactDomPath,
  };
}
