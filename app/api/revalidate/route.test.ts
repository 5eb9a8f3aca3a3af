import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { projectContentType } from '@/content/contentful-types';
import { testimonialRequestContentType } from '@/content/model';
import { projects } from '@/content/projects';
import { fixtureId } from '@/e2e/servers/model-entries';
import type { RunningServer } from '@/e2e/servers/running-server';
import { EnquiryStore } from '@/lib/contact/enquiry-store';
import type { Outbox } from '@/lib/contact/outbox';
import { reviewFiles } from '@/lib/reviews/files';
import { inviteForRequest } from '@/lib/reviews/review-request';
import { readInvitation } from '@/lib/reviews/token';
import { ownBuildFolder, standInOnOwnPort } from '@/test/support/contentful-reads';
import { loadWithSettings } from '@/test/support/load-with-settings';
import { SMTP_TEST_LOGIN, startSmtpInbox, type SmtpInbox } from '@/test/support/smtp-inbox';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn(), unstable_cache: (read: () => unknown) => read }));

// Contentful's webhook as it calls the site when the owner publishes a Testimonial request: the Delivery API stand-in
// holds the request, a real SMTP server takes the mail.

const SITE = 'https://www.films.test';
const WEBHOOK_SECRET = 'the-webhook-secret-0123456789';
const REVIEW_SECRET = 'the-review-link-secret-of-this-test-0123';
const OWNER = 'studio@films.test';
const SERVICES = ['kestrel.reviews.requestOutbox', 'kestrel.reviews.receiverServices', 'kestrel.reviews.outbox'];

const build = ownBuildFolder('review-requests');
let server: RunningServer;
let standIn: typeof import('@/e2e/servers/contentful');
let inbox: SmtpInbox;
let dir: string;

beforeAll(async () => {
  ({ standIn, server } = await standInOnOwnPort(build.dir));
  inbox = await startSmtpInbox();
});
afterAll(async () => {
  await inbox.stop();
  await server.stop();
  build.remove();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kestrel-review-requests-'));
  inbox.messages.length = 0;
});
afterEach(async () => {
  await Promise.all([...outboxes, siteOutbox()].map((outbox) => outbox?.close()));
  outboxes = [];
  for (const name of SERVICES) delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

/** The site as `next start` loads it over the test's data folder: its webhook, and its services for requests. */
const site = () =>
  loadWithSettings(
    {
      SITE_URL: SITE,
      CONTACT_ENQUIRIES_FILE: path.join(dir, 'enquiries.jsonl'),
      REVIEW_SECRET,
      CONTENTFUL_REVALIDATE_SECRET: WEBHOOK_SECRET,
      SMTP_URL: `smtp://${SMTP_TEST_LOGIN.user}:${SMTP_TEST_LOGIN.pass}@127.0.0.1:${inbox.port}`,
      SMTP_TO: OWNER,
      SMTP_FROM: 'website@films.test',
      SMTP_RETRY_MS: '50',
      SMTP_RETRY_MAX_MS: '200',
    },
    async () => ({ POST: (await import('./route')).POST, services: await import('@/lib/reviews/request-services') }),
  );

let outboxes: Outbox[] = [];
const siteOutbox = () => (globalThis as Record<symbol, Outbox | undefined>)[Symbol.for('kestrel.reviews.requestOutbox')];

// A film the stand-in holds published, as the space's own films are.
const film = projects[0]!;
const filmEntryId = fixtureId(projectContentType.id, film.slug);

const publishRequest = (id: string, fields: Record<string, unknown>) =>
  standIn.cms().putEntry(id, fields, { contentType: testimonialRequestContentType.id });

/** The body and headers Contentful sends on publishing an entry. */
const webhook = (id: string, topic = 'ContentManagement.Entry.publish') =>
  new Request(`${SITE}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-revalidate-secret': WEBHOOK_SECRET, 'x-contentful-topic': topic },
    body: JSON.stringify({
      sys: { type: 'Entry', id, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: 'testimonialRequest' } } },
      fields: { name: { 'en-US': 'Sam Lee' } },
    }),
  });

const requestFields = {
  name: 'Sam Lee',
  company: 'Bulb Floristry',
  email: 'sam@client.test',
  project: { sys: { type: 'Link', linkType: 'Entry', id: filmEntryId } },
  days: 7,
};

/** Waits until the inbox holds `count` mails, then a while longer, so a second copy would have arrived too. */
async function mailsAfterQuiet(count: number): Promise<ParsedMail[]> {
  const deadline = Date.now() + 15_000;
  while (inbox.messages.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
  await new Promise((resolve) => setTimeout(resolve, 3000));
  return Promise.all(inbox.messages.map((message) => simpleParser(message.raw)));
}

const linkIn = (mail: ParsedMail) => /https:\/\/\S+\/review\/\S+/.exec(mail.text ?? '')?.[0];

describe('a Testimonial request published in Contentful', () => {
  jest.setTimeout(60_000);

  it('mails the client a working link once, with a copy to the owner, however often it is published', async () => {
    await publishRequest('requestOne', requestFields);
    const { POST } = await site();
    const first = await POST(webhook('requestOne'));
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ reviewLink: expect.stringContaining('sam@client.test') });
    expect((await POST(webhook('requestOne'))).status).toBe(200);

    const mails = await mailsAfterQuiet(1);
    expect(mails).toHaveLength(1);
    expect(inbox.messages[0]!.to.sort()).toEqual(['sam@client.test', OWNER].sort());
    const mail = mails[0]!;
    expect(mail.text).toContain('Hello Sam Lee');
    expect(mail.text).toContain(film.title);
    expect(mail.messageId).toBe('<request-requestOne@www.films.test>');

    const link = new URL(linkIn(mail)!);
    expect(link.origin).toBe(SITE);
    const reading = readInvitation(decodeURIComponent(link.pathname.replace('/review/', '')), REVIEW_SECRET);
    expect(reading).toMatchObject({ ok: true, invitation: { name: 'Sam Lee', company: 'Bulb Floristry', film: film.slug } });
    if (reading.ok) {
      expect(reading.invitation.expiresAt - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
      expect(reading.invitation.expiresAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
    }
  });

  it('mails it once when two instances of the site both get the webhook, twice each', async () => {
    await publishRequest('requestTwo', { ...requestFields, days: undefined });
    const { POST, services } = await site();
    // The second instance: a store and an outbox of its own over the same folder, as another process has.
    const file = reviewFiles(path.join(dir, 'enquiries.jsonl')).requests;
    const outbox = services.newRequestOutbox(file)!;
    outboxes.push(outbox);
    const other = services.reviewRequestServices({ store: new EnquiryStore(file), outbox });
    const answers = await Promise.all([
      POST(webhook('requestTwo')).then((response) => response.status),
      inviteForRequest('requestTwo', other).then((outcome) => outcome.status),
      POST(webhook('requestTwo')).then((response) => response.status),
      inviteForRequest('requestTwo', other).then((outcome) => outcome.status),
    ]);
    expect(answers).toEqual([200, 200, 200, 200]);
    const mails = await mailsAfterQuiet(1);
    expect(mails).toHaveLength(1);
    // One link made, not one per call that the outbox then happened to drop.
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(1);
    const link = new URL(linkIn(mails[0]!)!);
    const reading = readInvitation(decodeURIComponent(link.pathname.replace('/review/', '')), REVIEW_SECRET);
    expect(reading.ok && reading.invitation.expiresAt - Date.now()).toBeGreaterThan(29.9 * 86_400_000);
  });

  it('sends nothing for an unpublish, and says which field is wrong for a request it cannot use', async () => {
    await publishRequest('requestBad', { ...requestFields, email: 'not an address' });
    const { POST } = await site();
    expect((await POST(webhook('requestBad', 'ContentManagement.Entry.unpublish'))).status).toBe(200);
    const bad = await POST(webhook('requestBad'));
    expect(bad.status).toBe(422);
    expect((await bad.json()).reviewLink).toContain('“E-mail”');
    expect(await mailsAfterQuiet(0)).toHaveLength(0);
  });
});
