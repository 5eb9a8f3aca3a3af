import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { FORM_ACTION_URL, FORM_SERVICE_ORIGIN, type ReceivedPost } from './servers/form-service';
import { sendAndExpectConfirmation, uniqueName as unique } from './support/contact';
import { origin, ports } from './support/ports';

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

async function fillEnquiry(page: Page, name: string) {
  await page.goto('/contact');
  await expect(page.locator('form')).toHaveAttribute('action', FORM_ACTION_URL);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('jo.bloggs@example.co.uk');
  await page.getByLabel('Project type').selectOption('promotional');
  await page.getByLabel('Message').fill('A launch film for our new product.');
}

function expectSixFields(post: ReceivedPost | undefined, name: string) {
  expect(post?.path).toBe(new URL(FORM_ACTION_URL).pathname);
  expect(post?.contentType).toContain('application/x-www-form-urlencoded');
  expect(post?.fields).toEqual({
    name,
    email: 'jo.bloggs@example.co.uk',
    projectType: 'promotional',
    message: 'A launch film for our new product.',
    _gotcha: '',
    _next: `${SITE}/contact?success=true`,
  });
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the native post reaches the form service with all six fields and comes back confirmed', async ({ page, request }) => {
      const name = unique(javaScriptEnabled ? 'Service JS' : 'Service no JS');
      await fillEnquiry(page, name);
      await sendAndExpectConfirmation(page, SITE);
      const posts = await postsReceived(request, name);
      expect(posts).toHaveLength(1);
      expectSixFields(posts[0], name);
    });
  });
}

test('an invalid enquiry is not sent to the form service', async ({ page, request }) => {
  const name = unique('Service invalid');
  await page.goto('/contact');
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Email').fill('jo.bloggs@example.co.uk');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Please select a project type')).toBeVisible();
  await expect(page.getByText('Message must be at least 10 characters long')).toBeVisible();
  expect(await postsReceived(request, name)).toEqual([]);
});
