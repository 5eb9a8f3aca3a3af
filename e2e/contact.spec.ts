import { expect, type Page } from '@playwright/test';
import { projectTypeOf } from '../content/brief';
import { services } from '../content/services';
import { site } from '../content/site';
import { contactOptions } from '../lib/contact-options';
import { projectTypes } from '../lib/contact/brief-content';
import { PROJECT_TYPE_PLACEHOLDER } from '../lib/contact/enquiry-fields';
import { expectNoAxeViolations } from './support/axe';
import {
  CONFIRMATION_TEXT,
  fillForm,
  postForm,
  sendAndExpectConfirmation,
  storedEnquiries,
  test,
  uniqueName,
  validFields,
} from './support/contact';
import { accessibleName, fetchDocument, onlyJsonLd, shownWithoutScript, textOf } from './support/html';
import { whenHydrated } from './support/hydration';
import { collectPageProblems } from './support/page-problems';
import { origin, ports } from './support/ports';

const SITE = origin(ports.main);

/** The one section named by its heading. */
function region(document: Document, name: string): Element {
  const matches = [...document.querySelectorAll('section[aria-labelledby]')].filter(
    (section) => textOf(document.getElementById(section.getAttribute('aria-labelledby')!)) === name,
  );
  expect(matches, `the region ${name}`).toHaveLength(1);
  return matches[0]!;
}

/** The one innermost element holding `text` (all of it when `exact`), shown without script. */
function expectShownText(root: Element, text: string, { exact = false } = {}) {
  const holds = (element: Element) => (exact ? textOf(element) === text : textOf(element).includes(text));
  const holders = [...root.querySelectorAll(':not(script, style, template)')].filter(
    (element) => holds(element) && ![...element.children].some(holds),
  );
  expect(holders, text).toHaveLength(1);
  expect(shownWithoutScript(holders[0]!), text).toBe(true);
  return holders[0]!;
}

/** The one element of `selector` whose accessible name contains `name`, shown without script. */
function expectShown(root: Element, selector: string, name: string | RegExp) {
  const matches = [...root.querySelectorAll(selector)].filter((element) =>
    typeof name === 'string' ? accessibleName(element).includes(name) : name.test(accessibleName(element)),
  );
  expect(matches, `${selector} named ${name}`).toHaveLength(1);
  expect(shownWithoutScript(matches[0]!), `${selector} named ${name}`).toBe(true);
  return matches[0]!;
}

const HEADINGS = 'h1, h2, h3, h4, h5, h6';

test.describe('the contact page', () => {
  test('shows every element and string of the spec', async ({ request }) => {
    const { response, document } = await fetchDocument(request, '/contact');
    expect(response.status()).toBe(200);
    expect(document.title).toBe(`Contact – Video Production in Lewes, Sussex | ${site.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Video production services based in Lewes, East Sussex, serving Brighton, London and clients nationwide. Tell me about your project and get a free, no-obligation quote.',
    );
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${SITE}/contact`);

    const h1 = [...document.querySelectorAll('h1')];
    expect(h1.map(textOf)).toEqual(['Let’s Talk About Your Project']);
    expectShownText(document.body, 'Fill out the form or use the contact details on this page');

    const getInTouch = region(document, 'Get in Touch');
    expectShown(getInTouch, 'h2', 'Get in Touch');
    const forms = getInTouch.querySelectorAll('form');
    expect(forms).toHaveLength(1);
    expect(forms[0]!.getAttribute('method')).toBe('post');
    expect(forms[0]!.getAttribute('action')).toBe('/api/contact');
    const control = (label: string) => {
      const labels = [...getInTouch.querySelectorAll('label[for]')].filter((element) => textOf(element) === label);
      expect(labels, label).toHaveLength(1);
      return document.getElementById(labels[0]!.getAttribute('for')!)!;
    };
    for (const label of ['Name', 'Email', 'Project type', 'Message']) {
      expectShownText(getInTouch, label, { exact: true });
      expect(control(label), label).not.toBeNull();
      expect(shownWithoutScript(control(label)), label).toBe(true);
      expect(control(label).getAttribute('required'), label).toBe('');
    }
    expect(control('Name').getAttribute('type')).toBe('text');
    expect(control('Email').getAttribute('type')).toBe('email');
    expectShown(getInTouch, 'button', 'Send Message');

    const info = region(document, 'Contact Information');
    expectShown(info, 'h2', 'Contact Information');
    expect(expectShown(info, 'a', site.email).getAttribute('href')).toBe(`mailto:${site.email}`);
    expectShownText(info, 'Based in Lewes, East Sussex, serving Brighton and the South East, London and clients nationally.');
    expectShownText(
      info,
      'Currently booking projects for the upcoming months. Early contact is advised, especially for event videography, as dates fill up quickly.',
    );
    expectShown(info, HEADINGS, 'Follow Me');
    const follow = [...info.querySelectorAll('a')].filter((link) => /opens in a new tab/.test(accessibleName(link)));
    expect(follow.map(accessibleName)).toEqual(
      ['Instagram', 'LinkedIn', 'Vimeo', 'TikTok'].map((network) => `${network} (opens in a new tab)`),
    );
    for (const link of follow) expect(shownWithoutScript(link), accessibleName(link)).toBe(true);
    for (const profile of site.socials) {
      const link = follow.find((candidate) => accessibleName(candidate) === `${profile.network} (opens in a new tab)`)!;
      expect(link.getAttribute('href')).toBe(profile.url);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }

    // No confirmation without the success flag.
    expect(document.querySelectorAll('[role="status"], output')).toHaveLength(0);
  });

  test('the project type select lists its options in order with their values and labels', async ({ request }) => {
    const { document } = await fetchDocument(request, '/contact');
    const label = [...document.querySelectorAll('label[for]')].filter((element) => textOf(element) === 'Project type');
    expect(label).toHaveLength(1);
    const select = document.getElementById(label[0]!.getAttribute('for')!) as HTMLSelectElement;
    const options = [...select.querySelectorAll('option')];
    // One a service, in the order of their names, then Other: a new service adds its own.
    const types = projectTypes();
    expect(types.map((type) => type.label)).toEqual(
      [...services.map((service) => projectTypeOf(service).label)].sort((a, b) => a.localeCompare(b, 'en-GB')).concat('Other'),
    );
    expect(options.map(textOf)).toEqual([PROJECT_TYPE_PLACEHOLDER, ...types.map((type) => type.label)]);
    expect(options.map((option) => option.value)).toEqual(['', ...types.map((type) => type.value)]);
    expect(select.value).toBe('');
  });

  test('the honeypot is present and empty, and hidden from assistive technology', async ({ request }) => {
    const { document } = await fetchDocument(request, '/contact');
    const honeypot = document.querySelectorAll<HTMLInputElement>('input[name="_gotcha"]');
    expect(honeypot).toHaveLength(1);
    expect(honeypot[0]!.value).toBe('');
    expect(honeypot[0]!.getAttribute('autocomplete')).toBe('off');
    expect(document.querySelectorAll('[aria-hidden="true"] input[name="_gotcha"]')).toHaveLength(1);
    // No text box a screen reader could reach is named for it.
    const named = [...document.querySelectorAll('label[for]')]
      .filter((label) => textOf(label).includes('Leave this field empty'))
      .map((label) => document.getElementById(label.getAttribute('for')!)!);
    for (const control of named) expect(control.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(document.querySelectorAll('[aria-label*="Leave this field empty" i]:not([aria-hidden="true"] *)')).toHaveLength(0);
  });

  test('_next is the site’s own /contact?success=true', async ({ request }) => {
    const { document } = await fetchDocument(request, '/contact');
    const next = document.querySelectorAll<HTMLInputElement>('input[type="hidden"][name="_next"]');
    expect(next).toHaveLength(1);
    expect(next[0]!.value).toMatch(/\/contact\?success=true$/);
    expect(next[0]!.value).toBe(`${SITE}/contact?success=true`);
  });

  test('the contact page and its confirmation are pre-rendered, and only /contact is indexed', async ({ request }) => {
    const plain = await request.get('/contact');
    expect(plain.headers()['x-nextjs-prerender']).toBeTruthy();
    const sent = await request.get('/contact?success=true');
    expect(sent.status()).toBe(200);
    expect(sent.headers()['x-nextjs-prerender']).toBeTruthy();
    const html = await sent.text();
    expect(html).toContain(CONFIRMATION_TEXT);
    expect(html).toMatch(/<meta name="robots" content="noindex, follow"/);
    expect(html).toContain(`<link rel="canonical" href="${SITE}/contact"`);
    expect(await plain.text()).not.toContain('noindex');
  });
});

test.describe('validation with JavaScript', () => {
  const cases = [
    { field: 'Name', change: { name: 'J' }, message: 'Name must be at least 2 characters long' },
    { field: 'Email', change: { email: 'jo@' }, message: 'Please enter a valid email address' },
    { field: 'Project type', change: { projectType: '' }, message: 'Please select a project type' },
    { field: 'Message', change: { message: 'Too short' }, message: 'Message must be at least 10 characters long' },
  ];

  for (const { field, change, message } of cases) {
    test(`"${message}" appears beside ${field} and nothing is posted`, async ({ page }) => {
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.method() === 'POST') posts.push(request.url());
      });
      await page.goto('/contact');
      await whenHydrated(page);
      const name = uniqueName('Invalid');
      await fillForm(page, { ...validFields(name), ...change });
      await page.getByRole('button', { name: 'Send Message' }).click();

      const control = page.getByLabel(field, { exact: true });
      const error = page.getByText(message);
      await expect(error).toBeVisible();
      await expect(page.locator('[aria-invalid="true"]')).toHaveCount(1);
      await expect(control).toHaveAttribute('aria-invalid', 'true');
      await expect(control).toHaveAccessibleDescription(new RegExp(message));
      await expect(control).toBeFocused();
      // The message sits right below its own field. Measured in one frame: focusing the field
      // may still be scrolling the page, so two separate measurements could disagree.
      const [fieldBottom, errorTop] = await page.evaluate(
        ([field, message]) => [field!.getBoundingClientRect().bottom, message!.getBoundingClientRect().top],
        [await control.elementHandle(), await error.elementHandle()],
      );
      expect(errorTop).toBeGreaterThanOrEqual(fieldBottom - 1);
      expect(errorTop - fieldBottom).toBeLessThan(40);

      expect(posts).toEqual([]);
      await expect(page).toHaveURL(/\/contact$/);
      expect((await storedEnquiries()).some((enquiry) => enquiry.name === name)).toBe(false);
    });
  }

  test('Tab skips the honeypot; an empty form shows all four messages and focuses Name', async ({ page }) => {
    await page.goto('/contact');
    await whenHydrated(page);
    await test.step('Tab from the first field to past the send button never reaches the honeypot', async () => {
      await page.getByLabel('Name').focus();
      const reached: string[] = [];
      for (let i = 0; i < 8; i++) {
        reached.push(
          await page.evaluate(
            () => (document.activeElement as HTMLInputElement).name || document.activeElement?.textContent || '',
          ),
        );
        await page.keyboard.press('Tab');
      }
      // The brief is closed until asked for: one stop on its summary.
      expect(reached.slice(0, 6)).toEqual([
        'name',
        'email',
        'projectType',
        'message',
        'Add a brief for an indicative price (optional)',
        'Send Message',
      ]);
      expect(reached).not.toContain('_gotcha');
    });
    await test.step('an empty form shows all four messages and focuses Name', async () => {
      await page.getByRole('button', { name: 'Send Message' }).click();
      for (const message of [
        'Name must be at least 2 characters long',
        'Please enter a valid email address',
        'Please select a project type',
        'Message must be at least 10 characters long',
      ]) {
        await expect(page.getByText(message)).toBeVisible();
      }
      await expect(page.getByLabel('Name')).toBeFocused();
      await expectNoAxeViolations(page);
    });
  });
});

test('the phone number and booking page show beside the form, in the phone menu, in the footer and in the data only when set', async ({
  request,
}) => {
  const { document } = await fetchDocument(request, '/contact');
  const details = region(document, 'Contact Information');
  // The page's contentinfo: the footer outside any sectioning element.
  const footers = [...document.querySelectorAll('footer')].filter(
    (footer) => !footer.closest('main, article, aside, nav, section'),
  );
  expect(footers).toHaveLength(1);
  const footer = footers[0]!;
  const menu = document.querySelector('nav[aria-label="Site menu"]')!;
  for (const option of contactOptions()) {
    for (const place of [details, footer, menu]) {
      const links = place.querySelectorAll(`a[data-contact-option="${option.kind}"]`);
      expect(links, option.kind).toHaveLength(1);
      expect(links[0]!.getAttribute('href')).toBe(option.href);
    }
  }
  const unset = (['phone', 'booking'] as const).filter((kind) => !contactOptions().some((option) => option.kind === kind));
  for (const kind of unset) {
    expect(document.querySelectorAll(`a[data-contact-option="${kind}"]`)).toHaveLength(0);
    const label = kind === 'phone' ? 'Phone' : 'Book a call';
    expect([...details.querySelectorAll('*')].filter((element) => textOf(element) === label)).toHaveLength(0);
  }
  if (!site.phone) expect(document.querySelectorAll('a[href^="tel:"]')).toHaveLength(0);
  const home = (await fetchDocument(request, '/')).document;
  const business = onlyJsonLd(home, 'ProfessionalService');
  expect(business.telephone).toBe(site.phone);
  expect((business.contactPoint as { url?: string } | undefined)?.url).toBe(site.bookingUrl);
});

test.describe('the confirmation', () => {
  test('has a heading of its own, says what to have to hand beside the next steps, and offers the phone and booking only when set', async ({
    request,
  }) => {
    const { document } = await fetchDocument(request, '/contact?success=true');
    expect(document.querySelectorAll('main form')).toHaveLength(0);
    const card = region(document, 'Your Enquiry');
    expect(card.querySelector('[role="status"]')).not.toBeNull();
    expect([...document.querySelectorAll(`main :is(${HEADINGS})`)].map((heading) => textOf(heading))).not.toContain(
      'Get in Touch',
    );
    const prepare = textOf(region(document, 'Worth Having to Hand')).toLowerCase();
    for (const thing of ['dates', 'venue', 'films you like', 'brand guidelines']) expect(prepare).toContain(thing);
    expect(region(document, 'What Happens Next').querySelectorAll('li')).toHaveLength(3);
    const steps = region(document, 'What You Can Do Now');
    const phone = steps.querySelectorAll('[data-step="phone"] a[href^="tel:"]');
    const booking = [...steps.querySelectorAll('[data-step="booking"] a')].filter((link) => /Book a call/.test(textOf(link)));
    for (const option of contactOptions()) {
      const links = option.kind === 'phone' ? [...phone] : booking;
      expect(
        links.map((link) => link.getAttribute('href')),
        option.kind,
      ).toEqual([option.href]);
    }
    if (!site.phone) expect(phone).toHaveLength(0);
    if (!site.bookingUrl) expect(booking).toHaveLength(0);
  });

  test('its e-mail address is never split across lines, from 320 to 1536 pixels wide', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/contact?success=true');
    const address = page.getByTestId('sent-email');
    await expect(address).toHaveText(site.email);
    const lines = [];
    for (let width = 320; width <= 1536; width += 4) {
      await page.setViewportSize({ width, height: 800 });
      lines.push(
        await address.evaluate((link, width) => {
          const banner = link.closest('[role="status"]')!.getBoundingClientRect();
          const boxes = [...link.getClientRects()];
          const inside = boxes.every((box) => box.left >= banner.left && box.right <= banner.right);
          return { width, lines: boxes.length, inside };
        }, width),
      );
    }
    expect(lines.filter((line) => line.lines !== 1 || !line.inside)).toEqual([]);
  });
});

/** The laptop windows visitors use most; the form and its confirmation must work within each. */
const LAPTOPS = [
  { width: 1024, height: 768 },
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
  { width: 1440, height: 900 },
];

/** The part of the window below the sticky header, where content can be seen. */
async function visibleBand(page: Page) {
  return page.evaluate(() => ({ top: document.querySelector('header')!.getBoundingClientRect().bottom, bottom: innerHeight }));
}

for (const viewport of LAPTOPS) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('scrolling through the form brings Send Message on screen; after sending, the confirmation stands in the form’s place, focused and in view, with what happens next beside it', async ({
      page,
    }) => {
      await page.goto('/contact');
      const button = page.getByRole('button', { name: 'Send Message' });
      await test.step('once the visitor reaches the form, scrolling through the form alone brings Send Message on screen', async () => {
        const heading = page.getByRole('main').getByRole('heading', { name: 'Get in Touch' });
        // Reach the form: its heading at the top of the window, below the header.
        await heading.evaluate((element) => element.scrollIntoView({ block: 'start', behavior: 'instant' }));
        // Scroll on by exactly what the button lacks, as a visitor reading down the form would. A pinned
        // column taller than the window does not move, so its button stays below the screen.
        const { formHeight, lacking } = await button.evaluate((element) => {
          const form = element.closest('form')!.getBoundingClientRect();
          return { formHeight: form.height, lacking: element.getBoundingClientRect().bottom + 8 - innerHeight };
        });
        expect(lacking).toBeLessThan(formHeight);
        if (lacking > 0) await page.evaluate((top) => window.scrollBy({ top, behavior: 'instant' }), lacking);
        const band = await visibleBand(page);
        const box = (await button.boundingBox())!;
        expect(box.y).toBeGreaterThanOrEqual(band.top);
        expect(box.y + box.height).toBeLessThanOrEqual(band.bottom);
      });

      await test.step('after sending, the confirmation stands in the form’s place, focused and in view, with what happens next beside it', async () => {
        await fillForm(page, validFields(uniqueName(`Laptop ${viewport.width}`)));
        const confirmation = await sendAndExpectConfirmation(page);
        await expect(confirmation).toBeFocused();
        await expect(page.locator('main form')).toHaveCount(0);
        await expect(page.getByRole('region', { name: 'Your Enquiry' }).getByRole('status')).toHaveCount(1);
        const nextSteps = page.getByRole('region', { name: 'What Happens Next' });
        // Both wholly on screen below the header, side by side.
        await expect(async () => {
          const band = await visibleBand(page);
          for (const box of [(await confirmation.boundingBox())!, (await nextSteps.getByRole('heading').boundingBox())!]) {
            expect(box.y).toBeGreaterThanOrEqual(band.top);
            expect(box.y + box.height).toBeLessThanOrEqual(band.bottom);
          }
          const [sent, steps] = [(await confirmation.boundingBox())!, (await nextSteps.boundingBox())!];
          expect(steps.x).toBeGreaterThanOrEqual(sent.x + sent.width);
        }).toPass();
      });
    });
  });
}

test.describe('sending an enquiry to the built-in receiver', () => {
  test('with JavaScript: lands in the file exactly once and the confirmation shows', async ({ page }) => {
    const problems = await collectPageProblems(page, (url) => ['/contact', '/api/contact'].includes(url.pathname));
    const name = uniqueName('Browser JS');
    await page.goto('/contact');
    await fillForm(page, validFields(name));

    const confirmation = await sendAndExpectConfirmation(page);
    await expect(confirmation).toBeFocused();
    await expect(confirmation).toHaveCSS('background-color', 'rgb(220, 252, 231)');
    // It takes the form's place.
    await expect(page.getByRole('region', { name: 'Your Enquiry' }).getByRole('status')).toHaveCount(1);
    await expect(page.locator('main form')).toHaveCount(0);

    const mine = (await storedEnquiries()).filter((enquiry) => enquiry.name === name);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ ...validFields(name) });
    expect(Date.now() - Date.parse(mine[0]!.receivedAt)).toBeLessThan(60_000);
    // The pre-rendered confirmation hydrates cleanly under the address /contact?success=true.
    expect(problems).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('without JavaScript: the same, by a plain form post', async ({ page }) => {
      const name = uniqueName('Browser no JS');
      await page.goto('/contact');
      await fillForm(page, validFields(name));

      const confirmation = await sendAndExpectConfirmation(page);
      // autofocus brings the visitor to it without any script.
      await expect(confirmation).toBeFocused();
      expect((await storedEnquiries()).filter((enquiry) => enquiry.name === name)).toHaveLength(1);
    });

    test('without JavaScript, an enquiry the browser lets through but the schema refuses gets a readable 400', async ({
      page,
    }) => {
      const name = uniqueName('No TLD');
      await page.goto('/contact');
      // The browser accepts an address without a domain ending; the schema does not.
      await fillForm(page, { ...validFields(name), email: 'jo@localhost' });
      const [response] = await Promise.all([
        page.waitForResponse((candidate) => candidate.url().endsWith('/api/contact')),
        page.getByRole('button', { name: 'Send Message' }).click(),
      ]);
      expect(response.status()).toBe(400);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your enquiry');
      await expect(page.getByRole('listitem')).toHaveText(['Please enter a valid email address']);
      await expect(page.getByText(`Filming our annual conference. Ref ${name}`)).toBeVisible();
      await page.getByRole('link', { name: 'Back to the contact form' }).click();
      await expect(page).toHaveURL(`${SITE}/contact`);
      expect((await storedEnquiries()).some((enquiry) => enquiry.name === name)).toBe(false);
    });
  });

  test('axe finds no violation on the receiver’s 400 page', async ({ page }) => {
    await page.goto('/contact');
    await fillForm(page, { ...validFields(uniqueName('Axe 400')), email: 'jo@localhost' });
    // Post past the form's checks (as a browser without JavaScript would) to reach the page.
    await Promise.all([
      page.waitForURL(/\/api\/contact$/),
      page.locator('form').evaluate((form) => (form as HTMLFormElement).submit()),
    ]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please check your enquiry');
    await expectNoAxeViolations(page);
  });

  test('a _next pointing elsewhere cannot take the browser off-site', async ({ page }) => {
    const name = uniqueName('Redirect');
    await page.goto('/contact');
    await fillForm(page, validFields(name));
    await page
      .locator('input[name="_next"]')
      .evaluate((input) => ((input as HTMLInputElement).value = 'https://example.org/phish'));
    await sendAndExpectConfirmation(page);
    expect((await storedEnquiries()).filter((enquiry) => enquiry.name === name)).toHaveLength(1);
  });
});

test.describe('the built-in receiver', () => {
  test('answers a filled honeypot like a success and stores nothing', async ({ request }) => {
    const name = uniqueName('Bot');
    const response = await postForm(request, {
      ...validFields(name),
      _gotcha: 'https://spam.example',
      _next: `${SITE}/contact?success=true`,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/contact?success=true');
    expect((await storedEnquiries()).some((enquiry) => enquiry.name === name)).toBe(false);
  });

  test('answers an invalid post with 400 and the spec’s messages, and stores nothing', async ({ request }) => {
    const email = `${uniqueName('nope').replace(/\s/g, '-')}`;
    const response = await postForm(request, { name: 'J', email, projectType: 'wedding', message: 'Too short', _gotcha: '' });
    expect(response.status()).toBe(400);
    const html = await response.text();
    for (const message of [
      'Name must be at least 2 characters long',
      'Please enter a valid email address',
      'Please select a project type',
      'Message must be at least 10 characters long',
    ]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('href="/contact"');
    expect((await storedEnquiries()).some((enquiry) => enquiry.email === email)).toBe(false);
  });

  test('never redirects to the address in _next', async ({ request }) => {
    for (const next of ['https://example.org/', '//example.org/', `${SITE}/somewhere-else`]) {
      const response = await postForm(request, { ...validFields(uniqueName('Next')), _gotcha: '', _next: next });
      expect(response.status()).toBe(303);
      expect(response.headers().location).toMatch(/^\/contact\?success=true(&|$)/);
    }
  });

  test('refuses a body over the size limit with 413 and stores nothing', async ({ request }) => {
    const name = uniqueName('Huge');
    const response = await postForm(request, { ...validFields(name), message: 'x'.repeat(100_000), _gotcha: '' });
    expect(response.status()).toBe(413);
    expect((await storedEnquiries()).some((enquiry) => enquiry.name === name)).toBe(false);
  });
});
