import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { BUDGETS, EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from '../content/brief';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { contactSuccessPath } from '../lib/contact-routes';
import { briefKey } from '../lib/contact/brief-key';
import { filmForBrief } from '../lib/contact/confirmation';
import { estimatePrice, priceRangeText } from '../lib/pricing';
import { FORM_ACTION_URL, FORM_SERVICE_ORIGIN, type ReceivedPost } from './servers/form-service';
import { sendAndExpectConfirmation, uniqueName as unique } from './support/contact';
import { whenHydrated } from './support/hydration';
import { origin, ports } from './support/ports';
import { embeddedPriceTable } from './support/prices';

/**
 * /contact on the `defaults` build, where CONTACT_FORM_ACTION points at the local stand-in
 * for the external form service: the browser's own post goes there, and the service's
 * redirect to `_next` brings the visitor back to the confirmation.
 */
const SITE = origin(ports.defaults);

async function postsReceived(request: APIRequestContext, name: string): Promise<ReceivedPost[]> {
  const all = (await (await request.get(`${FORM_SERVICE_ORIGIN}/posts`)).json()) as ReceivedPost[];
  return all.filter((post) => post.fields.name === name);
}

async function fillEnquiry(page: Page, name: string, javaScriptEnabled: boolean) {
  await page.goto('/contact');
  if (javaScriptEnabled) await whenHydrated(page);
  await expect(page.locator('form')).toHaveAttribute('action', FORM_ACTION_URL);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('jo.bloggs@example.co.uk');
  await page.getByLabel('Project type').selectOption(PRICED.projectType);
  await page.getByLabel('Message').fill('A launch film for our new product.');
  await page.getByText('Add a brief for an indicative price').click();
  await page.getByLabel('Finished length').selectOption(FILM_LENGTHS[1].value);
  await page.getByLabel('Shoot days').selectOption(SHOOT_DAYS[0].value);
  await page.getByLabel('Where').selectOption('elsewhere');
  await page.getByLabel('My dates are flexible').check();
  await page.getByLabel('Deadline').fill('2027-01-15');
  await page.getByLabel(EXTRAS[1].label).check();
  await page.getByLabel(EXTRAS[3].label).check();
  await page.getByLabel('Budget').selectOption(BUDGETS[2].value);
}

/** What fillEnquiry chose that the price depends on. */
const PRICED = {
  projectType: 'promotional',
  length: FILM_LENGTHS[1].value,
  shootDays: SHOOT_DAYS[0].value,
  location: 'elsewhere',
  extras: [EXTRAS[1].value, EXTRAS[3].value],
};

/** The required six, then the brief's fields as the browser posts them (an empty date is sent empty). */
function expectSixFields(post: ReceivedPost | undefined, name: string, next: string) {
  expect(post?.path).toBe(new URL(FORM_ACTION_URL).pathname);
  expect(post?.contentType).toContain('application/x-www-form-urlencoded');
  expect(post?.fields).toEqual({
    name,
    email: 'jo.bloggs@example.co.uk',
    projectType: 'promotional',
    message: 'A launch film for our new product.',
    length: FILM_LENGTHS[1].value,
    shootDays: SHOOT_DAYS[0].value,
    location: 'elsewhere',
    shootDate: '',
    shootDateFlexible: 'flexible',
    deadline: '2027-01-15',
    extras: [EXTRAS[1].value, EXTRAS[3].value],
    budget: BUDGETS[2].value,
    _gotcha: '',
    _next: next,
    from: '',
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the native post reaches the form service with the six fields and the brief, and comes back confirmed', async ({
      page,
      request,
    }) => {
      const name = unique(javaScriptEnabled ? 'Service JS' : 'Service no JS');
      await fillEnquiry(page, name, javaScriptEnabled);
      const confirmation = await sendAndExpectConfirmation(page);
      const posts = await postsReceived(request, name);
      expect(posts).toHaveLength(1);
      // The service's return address is fixed in the form: the island names the priced brief in it, so the
      // confirmation shows the range as the built-in receiver's does. Without JavaScript it stays the plain one.
      const estimate = estimatePrice(PRICED, embeddedPriceTable());
      const withPrice = javaScriptEnabled && estimate !== undefined;
      expectSixFields(posts[0], name, `${SITE}${contactSuccessPath(withPrice ? briefKey(PRICED) : undefined)}`);
      const shown = page.getByTestId('price-estimate');
      if (withPrice) await expect(shown).toContainText(`Typically ${priceRangeText(estimate)} for a film like this`);
      else await expect(shown).toHaveCount(0);
      await expect(confirmation).toBeVisible();
      // The service keeps the name: thanked without it, with a next step all the same (a film like the brief when
      // the island named it, else the portfolio).
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Thank You for Your Enquiry');
      const steps = page.getByRole('region', { name: 'What You Can Do Now' });
      const film = withPrice ? filmForBrief(PRICED, projects, services) : undefined;
      await expect(steps.locator(`[data-step="${film ? 'film' : 'portfolio'}"] a`)).toHaveAttribute(
        'href',
        film ? `/portfolio/${film.slug}` : '/portfolio',
      );
    });
  });
}

test('an invalid enquiry is not sent to the form service', async ({ page, request }) => {
  const name = unique('Service invalid');
  await page.goto('/contact');
  await whenHydrated(page);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('jo.bloggs@example.co.uk');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please select a project type')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
  expect(await postsReceived(request, name)).toEqual([]);
});
