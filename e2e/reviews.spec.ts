import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { projects } from '../content/projects';
import { reviewFiles } from '../lib/reviews/files';
import { readReviews } from '../lib/reviews/review';
import { newInvitationId, signInvitation } from '../lib/reviews/token';
import { CONTENTFUL } from './servers/contentful';
import { MANAGEMENT_TOKEN, startManagementStandIn, type ManagedEntry } from './servers/contentful-management';
import { fixtureId } from './servers/model-entries';
import { expectNoAxeViolations } from './support/axe';
import { newVisitor, test, uniqueName } from './support/contact';
import { mailsAbout } from './support/mail';
import { variantByName } from './support/variants';

// The owner asks a client for a testimonial with `npm run reviews -- invite`; the client fills in
// the page of that link in a real browser; the review reaches the owner (stored, mailed, listed,
// a draft in Contentful), and the link works once. The `main` build keeps its secret beside its
// enquiries file, as the embedded default does, so the command here and the server agree.

const ROOT = path.resolve(__dirname, '..');
const MAIN = variantByName('main');
const FILES = reviewFiles(path.resolve(ROOT, MAIN.env.CONTACT_ENQUIRIES_FILE!));
const FILM = projects[0]!;

async function reviewsCommand(args: string[], settings: Record<string, string> = {}) {
  const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(ROOT, 'scripts', 'reviews.mjs'), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...MAIN.env, ...settings },
  });
  return { stdout, stderr };
}

async function invite(name: string) {
  const { stdout } = await reviewsCommand(['invite', '--name', name, '--company', 'Bulb Floristry', '--film', FILM.slug]);
  const link = new URL(stdout.trim());
  expect(link.origin).toBe(MAIN.env.SITE_URL);
  expect(link.pathname).toMatch(/^\/review\/[a-z2-7]+\.[a-z2-7]+$/);
  return link.pathname;
}

const signedWithSiteSecret = async (expiresAt: number) =>
  signInvitation(
    { id: newInvitationId(), name: 'Late Client', company: 'Slow Ltd', expiresAt },
    (await readFile(FILES.secret, 'utf8')).trim(),
  );

async function fillIn(page: Page, quote: string) {
  await page.getByLabel('Your words').fill(quote);
  await page.getByLabel('Your role').fill('Founder');
  await page.getByLabel('Your company').fill('Bulb Floristry, Lewes');
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Send my testimonial' }).click();
  await expect(page).toHaveURL(/\/review\/thanks$/);
  await expect(page.getByRole('status')).toHaveText('Thank you! Your testimonial has been sent.');
}

/**
 * What a link that takes no testimonial answers: a 404 page, whole as sent (so without JavaScript too), saying it is for
 * a testimonial, with a way to ask for a new link and never a form, nor the link's secret left in the address.
 */
async function expectRefusal(page: Page, link: string) {
  const response = await page.goto(link);
  expect(response?.status()).toBe(404);
  expect(new URL(page.url()).pathname).not.toContain('/review/');
  const sent = await response!.text();
  expect(sent.replace(/<script[\s\S]*?<\/script>/g, '')).toContain('This Testimonial Link Does Not Work');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This Testimonial Link Does Not Work', { useInnerText: true });
  await expect(page.getByText('404 Page Not Found')).toBeHidden();
  await expect(page.locator('meta[name="robots"][content*="noindex"]').first()).toBeAttached();
  await expect(page.locator('meta[name="robots"]:not([content*="noindex"])')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /new link/ })).toHaveAttribute('href', /^mailto:/);
  await expect(page.locator('form, textarea, input')).toHaveCount(0);
}

for (const javaScriptEnabled of [false, true]) {
  test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript, a client fills in their link once; the owner gets it stored, mailed, listed and as a draft`, async ({
    browser,
  }) => {
    // Two axe scans, a browser, and the command run three times: slow on a busy machine.
    test.setTimeout(300_000);
    const name = uniqueName(javaScriptEnabled ? 'Review JS' : 'Review no JS');
    const link = await invite(name);
    const { context, page } = await newVisitor(browser, { javaScriptEnabled });

    const response = await page.goto(link);
    expect(response?.headers()['cache-control']).toContain('no-store');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Hello ${name}`);
    await expect(page.getByText(FILM.title, { exact: true })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(page.getByRole('checkbox')).not.toBeChecked();
    await expect(page.getByLabel('Your company')).toHaveValue('Bulb Floristry');
    // axe runs as a script in the page: scanned with JavaScript on, the same HTML either way.
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    const quote = `Alex made our workshops look as good as they feel. Ref ${name}.`;
    await fillIn(page, quote);
    if (javaScriptEnabled) await expectNoAxeViolations(page);

    // Stored, with the client from the link and their consent.
    const stored = (await readReviews(FILES.reviews)).find((review) => review.name === name);
    expect(stored).toMatchObject({ quote, role: 'Founder', company: 'Bulb Floristry, Lewes', film: FILM.slug, consent: true });

    // Used: the same link now takes nothing, and a replayed post stores nothing more.
    await expectRefusal(page, link);
    await context.close();

    // Mailed to the owner, once.
    await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 45_000 }).toBe(1);
    const [mail] = await mailsAbout(name);
    expect(mail!.text).toContain(quote);
    expect(mail!.text).toContain(`Film: ${FILM.title}`);
    expect(mail!.text).toContain('Consent: yes');

    // Listed by the command, with its film, time and consent.
    const { stdout } = await reviewsCommand([]);
    const line = stdout.split('\n').find((row) => row.includes(name.slice(0, 20)));
    expect(line).toContain(stored!.receivedAt.slice(0, 16).replace('T', ' '));
    expect(line).toContain(FILM.slug.slice(0, 20));
    expect(line).toMatch(/\byes\b/);

    // With the Management API, a draft Testimonial linked to the film's entry, consent and date recorded.
    const film: ManagedEntry = {
      sys: {
        id: fixtureId('project', FILM.slug),
        type: 'Entry',
        version: 2,
        publishedVersion: 1,
        contentType: { sys: { id: 'project' } },
      },
      fields: { slug: { 'en-GB': FILM.slug }, title: { 'en-GB': FILM.title } },
    };
    const cma = await startManagementStandIn({ space: CONTENTFUL.space, entries: [film] });
    try {
      const settings = { CONTENTFUL_MANAGEMENT_TOKEN: MANAGEMENT_TOKEN, CONTENTFUL_MANAGEMENT_HOST: cma.host };
      await reviewsCommand([], settings);
      const draft = cma.entries.get(`review-${stored!.id}`)!;
      expect(draft.sys.contentType.sys.id).toBe('testimonial');
      expect(draft.sys.publishedVersion).toBeUndefined();
      expect(draft.fields).toMatchObject({
        name: { 'en-GB': name },
        quote: { 'en-GB': quote },
        title: { 'en-GB': 'Founder' },
        date: { 'en-GB': stored!.receivedAt.slice(0, 10) },
        project: { 'en-GB': { sys: { type: 'Link', linkType: 'Entry', id: film.sys.id } } },
        verified: { 'en-GB': true },
      });
      expect(draft.fields.consent!['en-GB']).toContain(stored!.receivedAt);
      // A second run makes no second draft.
      await reviewsCommand([], settings);
      expect([...cma.entries.keys()].filter((id) => id === `review-${stored!.id}`)).toHaveLength(1);
    } finally {
      await cma.stop();
    }

    // Without Contentful: the entry to paste, marked verified.
    const exported = (await reviewsCommand(['export', stored!.id])).stdout;
    expect(exported).toContain(`name: ${JSON.stringify(name)}`);
    expect(exported).toContain('verified: true');
    expect(exported).not.toContain('sample');
  });
}

test('an expired, an edited, a lengthened and a made-up link are not found, each with a way to ask for a new one, never a form', async ({
  page,
}) => {
  await expectRefusal(page, `/review/${await signedWithSiteSecret(Date.now() - 60_000)}`);
  await expectNoAxeViolations(page);

  const link = await invite(uniqueName('Review edited'));
  await expectRefusal(page, `${link.slice(0, -1)}${link.endsWith('a') ? 'b' : 'a'}`);
  await expectRefusal(page, `${link}a`);
  await expectRefusal(page, '/review/made-up-token');
});

test('posts with a used, expired or edited link are refused, and none reaches the reviews', async ({ request }) => {
  const link = await invite(uniqueName('Review replay'));
  const token = link.split('/').pop()!;
  const form = (value: string) => ({
    token: value,
    quote: 'Posted by hand, straight to the receiver, twice over.',
    role: 'Tester',
    company: 'Replay Ltd',
    consent: 'yes',
  });
  const before = (await readReviews(FILES.reviews)).length;
  expect((await request.post('/api/review', { form: form(token), maxRedirects: 0 })).status()).toBe(303);
  const replay = await request.post('/api/review', { form: form(token), maxRedirects: 0 });
  expect(replay.status()).toBe(409);
  expect(await replay.text()).toContain('This link has been used');
  const expired = await request.post('/api/review', {
    form: form(await signedWithSiteSecret(Date.now() - 1000)),
    maxRedirects: 0,
  });
  expect(expired.status()).toBe(410);
  const edited = await request.post('/api/review', {
    form: form(`${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`),
    maxRedirects: 0,
  });
  expect(edited.status()).toBe(403);
  expect((await readReviews(FILES.reviews)).length).toBe(before + 1);
});

test('review pages are in no sitemap and no robots rule', async ({ request }) => {
  for (const address of ['/sitemap.xml', '/sitemap', '/robots.txt']) {
    const response = await request.get(address);
    expect(response.status()).toBe(200);
    expect(await response.text()).not.toContain('/review');
  }
});
