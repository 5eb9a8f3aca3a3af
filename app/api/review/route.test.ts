import { writeFileSync } from 'node:fs';
import { simpleParser } from 'mailparser';
import { projects } from '@/content/projects';
import { MANAGEMENT_TOKEN, startManagementStandIn, type ManagedEntry } from '@/e2e/servers/contentful-management';
import { PEER_ADDRESS_HEADER } from '@/lib/contact/client-address';
import { reviewFiles } from '@/lib/reviews/files';
import { readReviews } from '@/lib/reviews/review';
import { newInvitationId, signInvitation } from '@/lib/reviews/token';
import { loadWithSettings } from '@/test/support/load-with-settings';
import { SMTP_TEST_LOGIN, startSmtpInbox, type SmtpInbox } from '@/test/support/smtp-inbox';
import { tempFolderEachTest } from '@/test/support/temp-folder';

// The two receivers as the site wires them (lib/contact/receiver-services.ts, lib/reviews/review-services.ts), with the
// contact form's default limit of 5 posts per 10 minutes.

const SITE = 'https://www.films.test';
const SECRET = 'the-site-secret-of-the-review-route-0123';
const SERVICES = ['kestrel.contact.receiverServices', 'kestrel.reviews.receiverServices', 'kestrel.reviews.outbox'];
const VISITOR = { [PEER_ADDRESS_HEADER]: '203.0.113.7', host: 'www.films.test' };

const folder = tempFolderEachTest('review-route', 'enquiries.jsonl');
afterEach(() => {
  for (const name of SERVICES) delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
});

async function site(reviewSecret: string | undefined, settings: Record<string, string | undefined> = {}) {
  return loadWithSettings(
    {
      SITE_URL: SITE,
      CONTACT_ENQUIRIES_FILE: folder.file,
      REVIEW_SECRET: reviewSecret,
      CONTACT_RATE_LIMIT: undefined,
      CONTACT_RATE_LIMIT_WINDOW: undefined,
      CONTACT_TRUSTED_PROXIES: undefined,
      CONTACT_FORM_ACTION: undefined,
      REDIS_URL: undefined,
      SMTP_URL: undefined,
      SMTP_TO: undefined,
      SMTP_FROM: undefined,
      CONTENTFUL_SPACE_ID: undefined,
      CONTENTFUL_ACCESS_TOKEN: undefined,
      CONTENTFUL_MANAGEMENT_TOKEN: undefined,
      CONTENTFUL_MANAGEMENT_HOST: undefined,
      ...settings,
    },
    async () => ({ review: (await import('./route')).POST, contact: (await import('../contact/route')).POST }),
  );
}

const post = (address: string, fields: Record<string, string>, headers: Record<string, string>) =>
  new Request(`${SITE}${address}`, {
    method: 'POST',
    body: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...VISITOR, ...headers },
  });

const reviewFields = (token: string) => ({
  token,
  quote: 'Alex filmed our workshops beautifully; bookings doubled within a month.',
  role: 'Founder',
  company: 'Bulb Floristry',
  consent: 'yes',
});
const validLink = () =>
  signInvitation({ id: newInvitationId(), name: 'Hannah Cole', company: 'Bulb', expiresAt: Date.now() + 86_400_000 }, SECRET);

const enquiry = { name: 'Jo Bloggs', email: 'jo@example.co.uk', projectType: 'other', message: 'A conference in May.' };
const FROM_SITE = { origin: SITE, 'sec-fetch-site': 'same-origin' };

describe('POST /api/review beside POST /api/contact', () => {
  it('refuses cross-site review posts before counting them: a foreign page cannot lock a visitor out of the contact form', async () => {
    const { review, contact } = await site(SECRET);
    const token = validLink();
    for (let i = 0; i < 6; i++) {
      const response = await review(
        post('/api/review', reviewFields(token), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }),
      );
      expect(response.status).toBe(403);
    }
    expect(await readReviews(reviewFiles(folder.file).reviews)).toEqual([]);
    expect((await contact(post('/api/contact', enquiry, FROM_SITE))).status).toBe(303);
    // The link itself still works, from the site's own page.
    expect((await review(post('/api/review', reviewFields(token), FROM_SITE))).status).toBe(303);
  });

  it('gives the review form a budget of its own: review posts past its limit leave the visitor’s enquiries untouched', async () => {
    const { review, contact } = await site(SECRET);
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await review(post('/api/review', reviewFields('made-up'), FROM_SITE))).status);
    expect(statuses).toEqual([403, 403, 403, 403, 403, 429]);
    expect((await contact(post('/api/contact', enquiry, FROM_SITE))).status).toBe(303);
  });

  it('answers 503, never 500, when the kept link secret is damaged', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    writeFileSync(reviewFiles(folder.file).secret, 'short\n');
    const { review } = await site(undefined);
    const response = await review(post('/api/review', reviewFields(validLink()), FROM_SITE));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('for a new link');
  });
});

describe('a review arriving, with Contentful', () => {
  jest.setTimeout(60_000);
  const SPACE = 'kestrel-drafts';
  const film = projects[0]!;
  const filmEntry: ManagedEntry = {
    sys: { id: 'filmEntry', type: 'Entry', version: 2, publishedVersion: 1, contentType: { sys: { id: 'project' } } },
    fields: { slug: { 'en-GB': film.slug }, title: { 'en-GB': film.title } },
  };
  let inbox: SmtpInbox;
  let management: Awaited<ReturnType<typeof startManagementStandIn>>;

  beforeEach(async () => {
    inbox = await startSmtpInbox();
    management = await startManagementStandIn({ space: SPACE, entries: [filmEntry] });
  });
  afterEach(async () => {
    await (globalThis as Record<symbol, { close(): Promise<void> } | undefined>)[Symbol.for('kestrel.reviews.outbox')]?.close();
    await inbox.stop();
    await management.stop();
  });

  const withContentful = (managementToken: string | undefined) =>
    site(SECRET, {
      SMTP_URL: `smtp://${SMTP_TEST_LOGIN.user}:${SMTP_TEST_LOGIN.pass}@127.0.0.1:${inbox.port}`,
      SMTP_TO: 'studio@films.test',
      SMTP_FROM: 'website@films.test',
      CONTENTFUL_SPACE_ID: SPACE,
      CONTENTFUL_ACCESS_TOKEN: 'a-delivery-token',
      CONTENTFUL_MANAGEMENT_TOKEN: managementToken,
      CONTENTFUL_MANAGEMENT_HOST: management.host,
    });

  const linkFor = (id: string) =>
    signInvitation({ id, name: 'Hannah Cole', company: 'Bulb', film: film.slug, expiresAt: Date.now() + 86_400_000 }, SECRET);

  async function ownersMail(): Promise<string> {
    const deadline = Date.now() + 20_000;
    while (inbox.messages.length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(inbox.messages).toHaveLength(1);
    return (await simpleParser(inbox.messages[0]!.raw)).text ?? '';
  }

  it('makes it one draft Testimonial, verified and linked to its film, and the owner’s mail links to it', async () => {
    const { review } = await withContentful(MANAGEMENT_TOKEN);
    const id = newInvitationId();
    const fields = reviewFields(linkFor(id));
    expect((await review(post('/api/review', fields, FROM_SITE))).status).toBe(303);
    expect((await review(post('/api/review', fields, FROM_SITE))).status).toBe(409);
    const text = await ownersMail();

    const drafts = [...management.entries.values()].filter((entry) => entry.sys.contentType.sys.id === 'testimonial');
    expect(drafts).toHaveLength(1);
    const draft = drafts[0]!;
    expect(draft.sys.id).toBe(`review-${id}`);
    expect(draft.sys.publishedVersion).toBeUndefined();
    expect(draft.fields).toMatchObject({
      name: { 'en-GB': 'Hannah Cole' },
      quote: { 'en-GB': fields.quote },
      verified: { 'en-GB': true },
      consent: { 'en-GB': expect.stringContaining(`through review link ${id}`) },
      date: { 'en-GB': expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
      project: { 'en-GB': { sys: { type: 'Link', linkType: 'Entry', id: filmEntry.sys.id } } },
    });
    expect(text).toContain('It is a draft Testimonial in Contentful');
    expect(text).toContain(`https://app.contentful.com/spaces/${SPACE}/environments/master/entries/review-${id}`);
  });

  it('without a Management token, makes no draft and mails the words ready to paste, with a link to Contentful', async () => {
    const { review } = await withContentful(undefined);
    const fields = reviewFields(linkFor(newInvitationId()));
    expect((await review(post('/api/review', fields, FROM_SITE))).status).toBe(303);
    const text = await ownersMail();
    expect([...management.entries.keys()]).toEqual([filmEntry.sys.id]);
    expect(text).toContain(fields.quote);
    expect(text).toContain(`https://app.contentful.com/spaces/${SPACE}/environments/master/entries`);
    expect(text).toContain(`Quote: ${fields.quote}`);
    expect(text).toContain('Verified: Yes');
    expect(text).toContain(`Project: the film ${film.slug}`);
  });

  it('still mails the review when the draft cannot be made, saying so', async () => {
    await management.stop();
    const { review } = await withContentful(MANAGEMENT_TOKEN);
    const fields = reviewFields(linkFor(newInvitationId()));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // The SDK's own notes of its retries.
    jest.spyOn(console, 'log').mockImplementation(() => undefined);
    expect((await review(post('/api/review', fields, FROM_SITE))).status).toBe(303);
    const text = await ownersMail();
    expect(text).toContain('could not be made a draft Testimonial');
    expect(text).toContain(`Quote: ${fields.quote}`);
    management = await startManagementStandIn({ space: SPACE });
  });
});
