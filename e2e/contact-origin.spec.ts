import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import { escapeHtml } from '../lib/escape-html';
import {
  fillForm,
  newVisitor,
  postForm,
  sendAndExpectConfirmation,
  storedEnquiries,
  test,
  uniqueName,
  validFields,
} from './support/contact';
import { mailsAbout } from './support/mail';
import { origin, ports } from './support/ports';

// The built-in receiver takes posts from the site's own pages only: a page of another site (here one served on another
// loopback port, another origin to the browser) that posts a real form to it is refused, and nothing is kept or mailed.

const SITE = origin(ports.main);

let elsewhere: http.Server;
let elsewhereUrl = '';
let forged = '';

test.beforeAll(async () => {
  forged = uniqueName('Forged');
  const fields = { ...validFields(forged), _gotcha: '' };
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const html = `<!doctype html><html lang="en"><title>Another site</title><form method="post" action="${SITE}/api/contact">${inputs}<button>Win a prize</button></form>`;
  elsewhere = http.createServer((_, response) => response.writeHead(200, { 'content-type': 'text/html' }).end(html));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  elsewhereUrl = origin((elsewhere.address() as AddressInfo).port);
});

test.afterAll(() => new Promise<void>((resolve) => elsewhere.close(() => resolve())));

test('a form on another site posting to the receiver gets a clear refusal in the site’s look, and nothing is stored or mailed', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await newVisitor(browser);
  await page.goto(elsewhereUrl);
  const [answer] = await Promise.all([
    page.waitForResponse((response) => response.url() === `${SITE}/api/contact`),
    page.getByRole('button', { name: 'Win a prize' }).click(),
  ]);
  expect(answer.status()).toBe(403);
  expect(answer.request().headers()['origin']).toBe(elsewhereUrl);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This form was sent from another site');
  const back = page.getByRole('link', { name: 'Back to the contact form' });
  await back.click();
  await expect(page).toHaveURL(`${SITE}/contact`);
  await context.close();

  // A post of the site's own form, sent after it, is stored and mailed: once its mail is in, the refused one would be too.
  const own = uniqueName('Own');
  const visitor = await newVisitor(browser);
  await visitor.page.goto(`${SITE}/contact`);
  await fillForm(visitor.page, validFields(own));
  await sendAndExpectConfirmation(visitor.page);
  await visitor.context.close();
  await expect.poll(async () => (await mailsAbout(own)).length, { timeout: 60_000 }).toBe(1);
  expect(await mailsAbout(forged)).toEqual([]);
  const names = (await storedEnquiries()).map((enquiry) => enquiry.name);
  expect(names).toContain(own);
  expect(names).not.toContain(forged);

  // A client that names no page at all (no Origin, no Sec-Fetch-Site) is still taken.
  const plain = uniqueName('Plain');
  expect((await postForm(request, { ...validFields(plain), _gotcha: '' })).status()).toBe(303);
});
