import type { Page } from '@playwright/test';

const VIDEO_HOST = /youtube-nocookie\.com|youtube\.com|ytimg\.com|googlevideo\.com|vimeo\.com|vimeocdn\.com/;

/** Records every request to a video host and answers it with a stand-in page naming the address asked for (no real network). */
export async function watchVideoHost(page: Page) {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (VIDEO_HOST.test(request.url())) requests.push(request.url());
  });
  await page.route(VIDEO_HOST, (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: `<!doctype html><title>Player</title><p id="stand-in">${route.request().url()}</p>`,
    }),
  );
  return requests;
}

/** A project page's header: its title, facts and film. */
export const projectHero = (page: Page) => page.locator('main > header');
