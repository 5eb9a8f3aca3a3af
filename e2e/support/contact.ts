import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { test as base, expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import { variantByName } from './variants';

/** A name no other test run uses, so each test finds its own enquiry among everyone's. */
export const uniqueName = (label: string) => `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

export const CONFIRMATION_TEXT = 'Thank you! Your message has been sent.';

/**
 * Sends the filled-in contact form and waits for the confirmation under /contact?success=true on the same site (the
 * address also names the brief's priced choices when there is a price).
 */
export async function sendAndExpectConfirmation(page: Page): Promise<Locator> {
  const { origin } = new URL(page.url());
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page).toHaveURL(
    (url) => url.origin === origin && url.pathname === '/contact' && url.searchParams.get('success') === 'true',
  );
  const confirmation = page.getByRole('status');
  await expect(confirmation).toContainText(CONFIRMATION_TEXT);
  return confirmation;
}

/** A made-up client address in 10.0.0.0/8, different for each call (in practice). */
export const clientAddress = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 256)).join('.')}`;

/** A visitor of their own: a fresh browser context, with JavaScript or without, sending as a client address of its own. */
export async function newVisitor(browser: Browser, { javaScriptEnabled = true } = {}) {
  const context = await browser.newContext({ javaScriptEnabled, extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } });
  return { context, page: await context.newPage() };
}

/**
 * Tests of the built-in receiver. The `main` build trusts one proxy hop (the test runner's
 * X-Forwarded-For), and each test sends as a client address of its own, so the receiver's
 * rate limit (5 per 10 minutes per client) counts every test apart, as it would real visitors.
 */
export const test = base.extend({
  extraHTTPHeaders: async ({}, provide) => {
    await provide({ 'x-forwarded-for': clientAddress() });
  },
});

/**
 * /contact on the `main` build: no CONTACT_FORM_ACTION, so the form posts to the built-in
 * receiver, which appends to the enquiries file below. Tests run in parallel and share that
 * file, so each finds its own enquiry by a unique value instead of counting lines.
 */
const enquiriesFile = (variant: 'main' | 'live') =>
  path.resolve(__dirname, '../..', variantByName(variant).env.CONTACT_ENQUIRIES_FILE!);
export const ENQUIRIES_FILE = enquiriesFile('main');
export interface StoredEnquiry {
  receivedAt: string;
  name: string;
  email: string;
  projectType: string;
  message: string;
  sourcePage?: string;
  sourceService?: string;
  sourceFilm?: string;
}

/** Every stored enquiry (of the main build, or another's); a line that is not intact JSON fails the test. */
export async function storedEnquiries(variant: 'main' | 'live' = 'main'): Promise<StoredEnquiry[]> {
  let text = '';
  try {
    text = await readFile(enquiriesFile(variant), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  expect(text === '' || text.endsWith('\n'), 'the file ends with a complete line').toBe(true);
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StoredEnquiry);
}

export function validFields(name: string) {
  return { name, email: 'jo.bloggs@example.co.uk', projectType: 'event', message: `Filming our annual conference. Ref ${name}` };
}

export async function fillForm(page: Page, fields: { name: string; email: string; projectType: string; message: string }) {
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Project type').selectOption(fields.projectType);
  await page.getByLabel('Message').fill(fields.message);
}

export function postForm(request: APIRequestContext, form: Record<string, string>) {
  return request.post('/api/contact', { form, maxRedirects: 0 });
}
