import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { JSDOM } from 'jsdom';
import { PROJECT_CATEGORIES } from '../content/model';
import { briefChoices, projectTypes } from '../lib/contact/brief-content';
import { briefKey } from '../lib/contact/brief-key';
import { CONFIRMATION_TEXT, fillForm, uniqueName, validFields } from './support/contact';
import { whenHydrated } from './support/hydration';
import { Cluster, frontDoorClient, type Instance } from './support/scale-out';

// The site as operators run it: `next start` bound to an address of their choosing, behind a proxy that ends TLS and
// sends the forwarded headers. The addresses the proxy routes to a page of their own (a project type, the
// confirmations, a filtered portfolio) must answer as they do on a bare port, and nothing may fetch the site again
// over the network (it would speak HTTP to itself with the forwarded scheme, and fail).

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

const BINDS = [null, '0.0.0.0', '127.0.0.1', '::1', 'localhost'] as const;
const HEADER_SETS: Record<string, Record<string, string>> = {
  none: {},
  'X-Forwarded-Proto': { 'x-forwarded-proto': 'https' },
  'X-Forwarded-Proto, -Host, -For': {
    'x-forwarded-proto': 'https',
    'x-forwarded-host': 'www.example.co.uk',
    'x-forwarded-for': '203.0.113.7',
  },
  Forwarded: { forwarded: 'for=203.0.113.7;proto=https;host=www.example.co.uk' },
};
/** What a log holds when a page was fetched over the network instead of rendered in place. */
const SELF_FETCH = /Failed to proxy|MaxListenersExceededWarning/;

const types = briefChoices().projectTypes;
const categories = PROJECT_CATEGORIES.map((category) => category.toLowerCase());

/** The opening tags of `html` that carry `attribute`. */
const tagsWith = (html: string, attribute: string) => html.match(new RegExp(`<[^>]*\\s${attribute}[\\s>/=][^>]*>`, 'g')) ?? [];

/** Every address the proxy routes to a view, with what its page must hold (read as text: there are hundreds). */
const routedAddresses = (): { address: string; check: (html: string) => void }[] => [
  ...types.map((type) => ({
    address: `/contact?type=${type}`,
    check: (html: string) =>
      expect(tagsWith(html, 'selected').filter((tag) => tag.startsWith('<option'))).toContainEqual(
        expect.stringContaining(`value="${type}"`),
      ),
  })),
  ...[undefined, ...types].map((type) => ({
    address: `/contact?success=true${type ? `&brief=${briefKey({ projectType: type })}` : ''}`,
    check: (html: string) => expect(html.replaceAll('<!-- -->', '')).toContain(CONFIRMATION_TEXT),
  })),
  ...categories.map((category) => ({
    address: `/portfolio?category=${encodeURIComponent(category)}`,
    check: (html: string) =>
      expect(tagsWith(html, 'aria-current="true"').filter((tag) => tag.includes('data-value='))).toContainEqual(
        expect.stringContaining(`data-value="${category}"`),
      ),
  })),
];

let cluster: Cluster;

test.beforeAll(() => {
  cluster = new Cluster();
});

test.afterAll(async () => {
  await cluster?.stop();
});

test('whatever address next start binds and whatever forwarded headers arrive, the routed pages answer as they do without them', async () => {
  const instances = await Promise.all(BINDS.map((host, index) => cluster.startInstance(`bind-${index}`, {}, { host })));
  const addresses = routedAddresses();
  // Each instance takes every address with every set of headers at once; the checks then read the answers in order.
  await Promise.all(
    instances.map(async (instance, index) => {
      const bind = BINDS[index] ?? '(default)';
      const requests = Object.entries(HEADER_SETS).flatMap(([headerSet, headers]) =>
        addresses.map(async ({ address, check }) => {
          const response = await fetch(`${instance.url}${address}`, { headers, redirect: 'manual' });
          return {
            where: `${address} bound to ${bind} with ${headerSet}`,
            status: response.status,
            html: await response.text(),
            check,
          };
        }),
      );
      for (const { where, status, html, check } of await Promise.all(requests)) {
        expect(status, where).toBe(200);
        check(html);
      }
      expect(instance.lines().filter((line) => SELF_FETCH.test(line))).toEqual([]);
    }),
  );
});

test('a view header sent by a client is not taken: only the proxy names the page an address renders', async () => {
  const [instance] = await Promise.all([cluster.startInstance('header', {})]);
  const forged = { 'x-site-view': '/contact/project/other-made-up' };
  const response = await fetch(`${instance!.url}/contact`, { headers: forged });
  expect(response.status).toBe(200);
  const document = new JSDOM(await response.text()).window.document;
  expect(document.querySelectorAll('#contact-projectType option[selected]:not([value=""])')).toHaveLength(0);
});

test.describe('through nginx ending TLS in front of an instance bound to 127.0.0.1', () => {
  let instance: Instance;
  let frontDoor: string;
  let client: APIRequestContext;

  test.beforeAll(async () => {
    instance = await cluster.startInstance('front', {});
    frontDoor = await cluster.startNginx([instance]);
    client = await frontDoorClient();
  });

  test.afterAll(async () => {
    await client?.dispose();
  });

  test('every routed address answers with its page', async () => {
    for (const { address, check } of routedAddresses()) {
      const response = await client.get(`${frontDoor}${address}`, { maxRedirects: 0 });
      expect(response.status(), address).toBe(200);
      check(await response.text());
    }
  });

  const send = async (page: Page, projectType: string) => {
    await page.goto(`${frontDoor}/contact?type=${projectType}`);
    await whenHydrated(page);
    await fillForm(page, { ...validFields(uniqueName('Front door')), projectType });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL((url) => url.origin === frontDoor && url.searchParams.get('success') === 'true');
    await expect(page.getByRole('status')).toContainText(CONFIRMATION_TEXT);
  };

  test('a visitor sends the form, priced and of type Other, and lands on the confirmation over https', async ({ browser }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const other = projectTypes().at(-1)!.value;
    for (const type of [types[0]!, other]) await send(page, type);
    expect(instance.lines().filter((line) => SELF_FETCH.test(line))).toEqual([]);
    await context.close();
  });

  test('a visitor filters the portfolio over https, and the shared filtered address opens on that filter', async ({
    browser,
  }) => {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    const page = await context.newPage();
    const category = categories[0]!;
    await page.goto(`${frontDoor}/portfolio?category=${encodeURIComponent(category)}`);
    const group = page.getByRole('group', { name: 'Category' });
    await expect(group.locator(`[data-value="${category}"]`)).toHaveAttribute('aria-current', 'true');
    await whenHydrated(page);
    await group.locator('[data-value="all"]').click();
    await expect(page).toHaveURL(`${frontDoor}/portfolio`);
    await expect(group.locator('[data-value="all"]')).toHaveAttribute('aria-current', 'true');
    await context.close();
  });
});
