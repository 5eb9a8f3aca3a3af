import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import { BUDGETS, EXTRAS, FILM_LENGTHS, projectTypeOf, SHOOT_DAYS } from '../content/brief';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { site } from '../content/site';
import { locationOptions, locationSlugs } from '../lib/contact/brief-content';
import { briefKey } from '../lib/contact/brief-key';
import { visibleLines } from '../lib/contact/clean-text';
import { confirmationSteps, filmForBrief } from '../lib/contact/confirmation';
import { BRIEF_MESSAGES, ENQUIRY_MESSAGES } from '../lib/contact/enquiry-fields';
import { estimatePrice, priceRangeText, type PriceEstimate } from '../lib/pricing';
import { FIXTURE } from './servers/contentful-fixtures';
import { expectNoAxeViolations } from './support/axe';
import {
  CONFIRMATION_TEXT,
  ENQUIRIES_FILE,
  fillForm,
  newVisitor,
  postForm,
  storedEnquiries,
  test,
  uniqueName as unique,
  validFields,
} from './support/contact';
import { fetchDocument, textShownWithoutScript } from './support/html';
import { whenHydrated } from './support/hydration';
import { mailsAbout } from './support/mail';
import { origin, ports } from './support/ports';
import { embeddedPriceTable } from './support/prices';
import { templateRoutes } from './support/routes';

/**
 * The brief after the four required fields, on the `main` build (built-in receiver, SMTP stand-in): every field reaches
 * the stored enquiry, the owner's mail and the CSV, with the page the visitor came from and the indicative price.
 */
const SITE = origin(ports.main);
const ROOT = path.resolve(__dirname, '..');

/** Choices picked by rule, so the owner's edits to content/ never break the test. */
const project = projects[0]!;
const place = locationOptions().at(-1)!;
const brief = {
  length: FILM_LENGTHS.at(-2)!,
  shootDays: SHOOT_DAYS[1],
  budget: BUDGETS.at(-1)!,
  extras: [EXTRAS[0], EXTRAS[2]],
};
const projectTypeWithPrice = services
  .map((service) => projectTypeOf(service).value)
  .find((type) => estimatePrice({ projectType: type }, embeddedPriceTable()));

function csvRows() {
  const result = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'enquiries.mjs'), '--csv'], {
    cwd: ROOT,
    env: { ...process.env, CONTACT_ENQUIRIES_FILE: ENQUIRIES_FILE },
    encoding: 'utf8',
    // Other tests store hundreds of long enquiries in the same file.
    maxBuffer: 512 * 1024 * 1024,
  });
  expect(result.error).toBeUndefined();
  expect(result.status).toBe(0);
  return result.stdout;
}

async function expectPriceShown(page: Page, expected: PriceEstimate | undefined) {
  const shown = page.getByTestId('price-estimate');
  if (!expected) {
    await expect(shown).toHaveCount(0);
    return;
  }
  await expect(shown).toContainText(`Typically ${priceRangeText(expected)} for a film like this`);
  await expect(shown).toContainText(expected.reason);
  await expect(shown).toContainText('Indicative only');
}

/** The price box as a browser without JavaScript shows it. */
function expectPriceIn(document: Document, expected: PriceEstimate | undefined) {
  const shown = document.querySelectorAll('[data-testid="price-estimate"]');
  if (!expected) {
    expect(shown).toHaveLength(0);
    return;
  }
  expect(shown).toHaveLength(1);
  const text = textShownWithoutScript(shown[0]!).replace(/\s+/g, ' ');
  expect(text).toContain(`Typically ${priceRangeText(expected)} for a film like this`);
  expect(text).toContain(expected.reason);
  expect(text).toContain('Indicative only');
}

/**
 * The confirmation as a next step: thanked by the first name the address carries (or without one), the owner's
 * booking page when there is one, a film of the brief's project type (the Contentful stand-in serves content/'s films),
 * and the reply the owner promises; the page's heading no longer asks to fill out the form.
 */
async function expectNextSteps(page: Page, chosen: { projectType: string; location?: string }, firstName?: string) {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    firstName ? `Thank You, ${firstName}` : 'Thank You for Your Enquiry',
  );
  await expect(page.getByText(/Fill out the form/)).toHaveCount(0);
  const steps = page.getByRole('region', { name: 'What You Can Do Now' });
  await expect(steps).toBeVisible();
  const film = filmForBrief(chosen, projects, services);
  for (const step of confirmationSteps(site, film)) {
    const item = steps.locator(`[data-step="${step.kind}"]`);
    if (step.kind === 'booking')
      await expect(item.getByRole('link', { name: /^Book a call/ })).toHaveAttribute('href', step.href);
    if (step.kind === 'phone') await expect(item.getByRole('link', { name: step.text })).toHaveAttribute('href', step.href);
    if (step.kind === 'film') await expect(item.getByRole('link')).toHaveAttribute('href', `/portfolio/${step.project.slug}`);
    if (step.kind === 'portfolio') await expect(item.getByRole('link')).toHaveAttribute('href', '/portfolio');
    if (step.kind === 'reply') await expect(item).toContainText(`within ${step.within}`);
  }
  await expect(steps.locator('[data-step]')).toHaveCount(confirmationSteps(site, film).length);
  if (!site.bookingUrl) await expect(steps.getByRole('link', { name: /Book a call/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Send another message' })).toBeVisible();
}

async function fillBrief(page: Page) {
  await page.getByText('Add a brief for an indicative price').click();
  await page.getByLabel('Finished length').selectOption(brief.length.value);
  await page.getByLabel('Shoot days').selectOption(brief.shootDays.value);
  await page.getByLabel('Where').selectOption(place.value);
  await page.getByLabel('Shoot date').fill('2027-03-14');
  await page.getByLabel('Deadline').fill('2027-04-01');
  for (const extra of brief.extras) await page.getByLabel(extra.label).check();
  await page.getByLabel('Budget').selectOption(brief.budget.value);
}

for (const javaScriptEnabled of [true, false]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript, the brief and the page before reach the stored enquiry, the mail and the CSV`, async ({
    browser,
  }) => {
    test.setTimeout(90_000);
    const { context, page } = await newVisitor(browser, { javaScriptEnabled });
    const firstName = javaScriptEnabled ? 'Imogen' : 'Tobias';
    const name = `${firstName} ${unique(javaScriptEnabled ? 'Brief JS' : 'Brief no JS')}`;
    const fields = { ...validFields(name), projectType: projectTypeWithPrice ?? 'event' };
    const filmPage = `/portfolio/${project.slug}`;
    if (javaScriptEnabled) {
      // The page before, told by the browser's referrer.
      await page.goto('/contact', { referer: `${SITE}${filmPage}` });
      await whenHydrated(page);
    } else {
      // The `from` of the site's own quote link on the film's page, read back from the post's Referer.
      await page.goto(filmPage);
      await page.locator('section[aria-labelledby="quote-banner-title"]').getByRole('link', { name: 'Get a Quote' }).click();
      await expect(page).toHaveURL(`${SITE}/contact?from=${filmPage}`);
    }
    await fillForm(page, fields);
    await fillBrief(page);

    const expected = estimatePrice(
      {
        projectType: fields.projectType,
        length: brief.length.value,
        shootDays: brief.shootDays.value,
        location: place.value,
        extras: brief.extras.map((extra) => extra.value),
      },
      embeddedPriceTable(),
    );
    if (javaScriptEnabled) {
      await expectPriceShown(page, expected);
      await expectNoAxeViolations(page);
    }
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/contact' && url.searchParams.get('success') === 'true');
    await expect(page.getByRole('status')).toContainText(CONFIRMATION_TEXT);
    // Without JavaScript too, the confirmation shows the range the receiver stored, worked out again on the server.
    await expectPriceShown(page, expected);
    await expectNextSteps(page, { projectType: fields.projectType, location: place.value }, firstName);
    if (javaScriptEnabled) await expectNoAxeViolations(page);
    // The brief's key alone is shared by everyone who chose the same: opened without the sealed name, no name shows.
    const confirmation = new URL(page.url());
    expect(confirmation.searchParams.get('thanks')).toBeTruthy();
    expect(page.url()).not.toContain(firstName);
    confirmation.searchParams.delete('thanks');
    await page.goto(confirmation.pathname + confirmation.search);
    await expectPriceShown(page, expected);
    await expectNextSteps(page, { projectType: fields.projectType, location: place.value });
    await context.close();

    const stored = (await storedEnquiries()).find((enquiry) => enquiry.name === name);
    expect(stored).toMatchObject({
      length: brief.length.value,
      shootDays: brief.shootDays.value,
      location: place.value,
      shootDate: '2027-03-14',
      deadline: '2027-04-01',
      extras: brief.extras.map((extra) => extra.value),
      budget: brief.budget.value,
      sourcePage: filmPage,
      sourceFilm: project.slug,
      sourceService: project.serviceSlugs[0],
      ...(expected ? { priceLow: expected.low, priceHigh: expected.high } : {}),
    });

    await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 45_000 }).toBeGreaterThan(0);
    const [mail] = await mailsAbout(name);
    for (const line of [
      `Finished length: ${brief.length.label}`,
      `Shoot days: ${brief.shootDays.label}`,
      `Where: ${place.label}`,
      'Shoot date: 2027-03-14',
      'Deadline: 2027-04-01',
      `Extras: ${brief.extras.map((extra) => extra.label).join(', ')}`,
      `Budget: ${brief.budget.label}`,
      `Came from: ${filmPage}`,
      `Film: ${project.slug}`,
      ...(expected ? [`Indicative price: ${priceRangeText(expected)} (indicative`] : []),
    ])
      expect(mail!.text).toContain(line);

    const row = csvRows()
      .split('\r\n')
      .find((line) => line.includes(name))!;
    for (const value of [brief.length.value, place.value, '2027-03-14', '2027-04-01', brief.budget.value, filmPage, project.slug])
      expect(row).toContain(`"${value}"`);
  });
}

test('a referrer of another site is ignored; the site’s own page is kept', async ({ request }) => {
  const foreign = unique('Brief foreign');
  const own = unique('Brief own');
  const service = services[0]!;
  expect(
    (
      await request.post('/api/contact', {
        form: validFields(foreign),
        maxRedirects: 0,
        headers: { referer: 'https://elsewhere.example/x' },
      })
    ).status(),
  ).toBe(303);
  expect(
    (
      await request.post('/api/contact', {
        form: validFields(own),
        maxRedirects: 0,
        headers: { referer: `${SITE}/${service.slug}` },
      })
    ).status(),
  ).toBe(303);
  const all = await storedEnquiries();
  expect(all.find((enquiry) => enquiry.name === foreign)).not.toHaveProperty('sourcePage');
  expect(all.find((enquiry) => enquiry.name === own)).toMatchObject({
    sourcePage: `/${service.slug}`,
    sourceService: service.slug,
  });
});

test('hostile values in every brief field are refused with their messages, echoed escaped, and nothing is stored', async ({
  request,
}) => {
  const name = unique('Brief hostile');
  const long = 'x'.repeat(3000);
  const response = await postForm(request, {
    ...validFields(name),
    length: `${long}`,
    shootDays: '2\u0000',
    location: '<img src=x onerror=alert(1)>',
    shootDate: '=HYPERLINK("http://evil.example")',
    deadline: '2026-02-30',
    extras: 'drone',
    budget: '@SUM(A1)',
  });
  expect(response.status()).toBe(400);
  const page = await response.text();
  for (const field of ['length', 'shootDays', 'location', 'shootDate', 'deadline', 'extras', 'budget'] as const)
    expect(page).toContain(BRIEF_MESSAGES[field]);
  expect(page).toContain('&lt;img src=x onerror=alert(1)&gt;');
  expect(page).not.toContain('<img src=x');
  expect((await storedEnquiries()).some((enquiry) => enquiry.name === name)).toBe(false);

  // A forged `from` is no page of the site: the enquiry is kept, the source is not.
  const forged = unique('Brief forged from');
  expect((await postForm(request, { ...validFields(forged), from: '=cmd|x!A1' })).status()).toBe(303);
  expect((await postForm(request, { ...validFields(`${forged} 2`), from: 'https://evil.example/x' })).status()).toBe(303);
  const stored = await storedEnquiries();
  expect(stored.find((enquiry) => enquiry.name === forged)).not.toHaveProperty('sourcePage');
  expect(stored.find((enquiry) => enquiry.name === `${forged} 2`)).not.toHaveProperty('sourcePage');
});

test('an impossible date, or a name that draws nothing, gets the form’s page with its message and everything typed, never a 500', async ({
  request,
}) => {
  for (const [field, value] of [
    ['shootDate', '9999-99-99'],
    ['shootDate', '0000-00-00'],
    ['shootDate', '2026-00-10'],
    ['deadline', '2026-13-01'],
    ['name', '\u3164\u115f\u00ad\u{e0041}\u{e0042}'],
  ] as const) {
    const name = unique(`Brief impossible ${field}`);
    const message = `${name}: a film of our conference, ${value}.`;
    const response = await postForm(request, { ...validFields(name), message, [field]: value });
    expect(response.status()).toBe(400);
    const page = await response.text();
    expect(page).toContain(field === 'name' ? ENQUIRY_MESSAGES.name : BRIEF_MESSAGES[field]);
    // What was typed comes back as the site keeps any text: without the characters that draw nothing.
    expect(page).toContain(visibleLines(message));
    if (field !== 'name') expect(page).toContain(name);
    expect((await storedEnquiries()).some((enquiry) => enquiry.message === message)).toBe(false);
  }
});

test('with JavaScript, a bad brief value gets its message beside the field, the brief opened and nothing typed lost', async ({
  page,
}) => {
  await page.goto('/contact');
  await whenHydrated(page);
  await fillForm(page, validFields(unique('Brief inline')));
  await page.getByText('Add a brief for an indicative price').click();
  await page.getByLabel('Deadline').fill('2026-09-30');
  // A value no date picker makes: as a hand-edited page or an old browser could send.
  await page.getByLabel('Budget').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('Bogus', 'bogus'));
    select.value = 'bogus';
  });
  await page.getByText('Add a brief for an indicative price').click();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByLabel('Budget')).toBeFocused();
  await expect(page.getByLabel('Budget')).toHaveAccessibleDescription(BRIEF_MESSAGES.budget);
  await expect(page.getByLabel('Deadline')).toHaveValue('2026-09-30');
  await expect(page).toHaveURL(`${SITE}/contact`);
});

test('without JavaScript, the confirmation’s price is worked out from the brief’s choices by the site’s rules: an edited address never shows a price they would not give', async ({
  request,
}) => {
  const table = embeddedPriceTable();
  const chosen = {
    projectType: projectTypeWithPrice ?? 'event',
    length: FILM_LENGTHS.at(-1)!.value,
    shootDays: SHOOT_DAYS.at(-1)!.value,
    location: place.value,
    extras: EXTRAS.map((extra) => extra.value),
  };
  // What a browser without JavaScript shows at the address, after any redirect.
  const visit = async (key: string) => {
    const { response, document } = await fetchDocument(request, `/contact?success=true&brief=${encodeURIComponent(key)}`);
    expect(response.status()).toBe(200);
    const status = document.querySelectorAll('[role="status"]');
    expect(status).toHaveLength(1);
    expect(textShownWithoutScript(status[0]!)).toContain(CONFIRMATION_TEXT);
    return { response, document };
  };

  expectPriceIn((await visit(briefKey(chosen))).document, estimatePrice(chosen, table));
  // Worked out on each visit, never kept as a page of its own (e2e/confirmation-storage.spec.ts counts the files).
  expect((await visit(briefKey(chosen))).response.headers()['x-nextjs-cache']).toBeUndefined();

  // A type no service has, a choice the form does not offer, or no brief: the confirmation, and no price.
  for (const key of [
    briefKey({ ...chosen, projectType: 'other' }),
    briefKey({ ...chosen, length: 'forever' }),
    `${briefKey(chosen)}~x`,
  ]) {
    const { response, document } = await visit(key);
    expectPriceIn(document, undefined);
    // Sent to the one confirmation without a price: a made-up key renders and stores no page of its own.
    expect(response.url()).toMatch(/\/contact\?success=true$/);
    expect((await request.get(`/contact/sent/${encodeURIComponent(key)}`, { maxRedirects: 0 })).status()).toBe(404);
  }
  expect((await request.get(`/contact/sent/${encodeURIComponent(briefKey(chosen))}`)).status()).toBe(200);
  const { response, document } = await fetchDocument(request, '/contact?success=true');
  expect(response.status()).toBe(200);
  expect(textShownWithoutScript(document.querySelector('[role="status"]')!)).toContain(CONFIRMATION_TEXT);
  expectPriceIn(document, undefined);
});

test('an enquiry of a type no service has is thanked by name too, on a confirmation rendered per request that only the proxy reaches', async ({
  request,
}) => {
  const response = await postForm(request, { ...validFields(`Ottoline ${unique('Brief other')}`), projectType: 'other' });
  expect(response.status()).toBe(303);
  const location = new URL(response.headers().location!, SITE);
  expect(location.searchParams.get('brief')).toBeNull();
  expect(location.searchParams.get('thanks')).toBeTruthy();
  const { response: page, document } = await fetchDocument(request, location.pathname + location.search);
  expect(page.status()).toBe(200);
  expect(page.headers()['x-nextjs-cache']).toBeUndefined();
  expect(document.querySelector('h1')?.textContent).toBe('Thank You, Ottoline');
  expect(textShownWithoutScript(document.querySelector('[role="status"]')!)).toContain(CONFIRMATION_TEXT);
  // No film is like a type no service has: the portfolio instead.
  expect(document.querySelector('[data-step="portfolio"] a')?.getAttribute('href')).toBe('/portfolio');
  // A sealed name the site did not make, or the page's own address, shows no name.
  const forged = `${location.searchParams.get('thanks')!.slice(0, -4)}aaaa`;
  const { document: plain } = await fetchDocument(request, `/contact?success=true&thanks=${forged}`);
  expect(plain.querySelector('h1')?.textContent).toBe('Thank You for Your Enquiry');
  expect((await request.get('/contact/sent/thanks', { maxRedirects: 0 })).status()).toBe(404);
});

test('the confirmation, with a price and without, shares the contact page’s image, which answers', async ({ request }) => {
  const brief = {
    projectType: projectTypeWithPrice ?? 'event',
    length: FILM_LENGTHS[0]!.value,
    shootDays: SHOOT_DAYS[0]!.value,
    location: place.value,
  };
  const { document: contact } = await fetchDocument(request, '/contact');
  const contactImage = new URL(contact.querySelector('meta[property="og:image"]')!.getAttribute('content')!).pathname;
  for (const path of ['/contact?success=true', `/contact?success=true&brief=${encodeURIComponent(briefKey(brief))}`]) {
    const { response: page, document } = await fetchDocument(request, path);
    expect(page.status(), path).toBe(200);
    for (const selector of ['meta[property="og:image"]', 'meta[name="twitter:image"]']) {
      const image = document.querySelector(selector)?.getAttribute('content');
      expect(image && new URL(image).pathname, `${path} ${selector}`).toBe(contactImage);
      const response = await request.get(image!);
      expect(response.status(), `${path}: ${image}`).toBe(200);
      expect(response.headers()['content-type'], path).toBe('image/png');
    }
  }
});

test('as served, every quote button and header or footer link to the contact page names the page it is on', async ({
  request,
}) => {
  const blog = (await fetchDocument(request, '/blog')).document;
  const post = blog.querySelector('main a[href^="/blog/"]')?.getAttribute('href');
  const paths = [...templateRoutes.filter((route) => route !== '/contact'), ...(post ? [post] : [])];
  const documents = await Promise.all(paths.map(async (path) => (await fetchDocument(request, path)).document));
  paths.forEach((path, index) => {
    // Running text names its page too (a legal page's sentence, a post's body); the HTML sitemap's list is a map.
    const hrefs = [...documents[index]!.querySelectorAll('a[href^="/contact"]')]
      .filter((link) => !(path === '/sitemap' && link.closest('main li')))
      .map((link) => link.getAttribute('href'));
    expect(hrefs.length, path).toBeGreaterThanOrEqual(2);
    for (const href of hrefs) {
      // A service's or film's quote button also chooses its project type; a location's, its place.
      const url = new URL(href!, 'http://site');
      expect(url.pathname, path).toBe('/contact');
      expect(url.searchParams.get('from'), path).toBe(path);
      expect(
        [...url.searchParams.keys()].filter((key) => key !== 'from' && key !== 'type' && key !== 'location'),
        href!,
      ).toEqual([]);
      const location = url.searchParams.get('location');
      if (location !== null) expect(locationSlugs(), href!).toContain(location);
      const type = url.searchParams.get('type');
      if (type !== null)
        expect(
          services.map((service) => projectTypeOf(service).value),
          href!,
        ).toContain(type);
    }
  });
});

test('as served, a link to the contact page in running text names the legal page or post it is in', async ({ request }) => {
  for (const path of ['/privacy-policy', '/terms-of-service']) {
    const { document } = await fetchDocument(request, path);
    const inText = [...document.querySelectorAll('main article p a[href^="/contact"], main article li a[href^="/contact"]')];
    expect(inText.length, path).toBeGreaterThan(0);
    for (const link of inText) expect(link.getAttribute('href'), path).toBe(`/contact?from=${path}`);
  }
  // A post's rich text (a sentence's link and a call to action) and a Markdown body, from the Contentful stand-in.
  for (const slug of [FIXTURE.lighting.slug, FIXTURE.drones.slug]) {
    const { document } = await fetchDocument(request, `/blog/${slug}`);
    const hrefs = [...document.querySelectorAll('article a[href^="/contact"]')]
      .filter((link) => !link.closest('header'))
      .map((link) => link.getAttribute('href'));
    expect(hrefs.length, slug).toBeGreaterThan(0);
    for (const href of hrefs) expect(href, slug).toBe(`/contact?from=/blog/${slug}`);
  }
});

test.describe('without JavaScript, a link to the contact page in running text', () => {
  test.use({ javaScriptEnabled: false });

  test('records the post it is in as the source of an enquiry sent from it', async ({ page }) => {
    const name = unique('Brief post link');
    const post = `/blog/${FIXTURE.lighting.slug}`;
    await page.goto(post);
    await page.getByRole('link', { name: 'Ask for a quote' }).click();
    await expect(page).toHaveURL(`${SITE}/contact?from=${post}`);
    await fillForm(page, validFields(name));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText(CONFIRMATION_TEXT);
    expect((await storedEnquiries()).find((enquiry) => enquiry.name === name)).toMatchObject({ sourcePage: post });
  });
});

test.describe('without JavaScript, a header link', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test('records the page it was clicked on as the enquiry’s source', async ({ page }) => {
    const name = unique('Brief header link');
    const service = services.at(-1)!;
    await page.goto(`/${service.slug}`);
    await page.getByRole('banner').getByRole('link', { name: 'Contact', exact: true }).click();
    await expect(page).toHaveURL(`${SITE}/contact?from=/${service.slug}`);
    await fillForm(page, validFields(name));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toContainText(CONFIRMATION_TEXT);
    expect((await storedEnquiries()).find((enquiry) => enquiry.name === name)).toMatchObject({
      sourcePage: `/${service.slug}`,
      sourceService: service.slug,
    });
  });
});
