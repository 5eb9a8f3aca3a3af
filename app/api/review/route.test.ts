import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PEER_ADDRESS_HEADER } from '@/lib/contact/client-address';
import { reviewFiles } from '@/lib/reviews/files';
import { readReviews } from '@/lib/reviews/review';
import { newInvitationId, signInvitation } from '@/lib/reviews/token';
import { loadWithSettings } from '@/test/support/load-with-settings';

// The two receivers as the site wires them (lib/contact/receiver-services.ts, lib/reviews/review-services.ts), with the
// contact form's default limit of 5 posts per 10 minutes.

const SITE = 'https://www.films.test';
const SECRET = 'the-site-secret-of-the-review-route-0123';
const SERVICES = ['kestrel.contact.receiverServices', 'kestrel.reviews.receiverServices', 'kestrel.reviews.outbox'];
const VISITOR = { [PEER_ADDRESS_HEADER]: '203.0.113.7', host: 'www.films.test' };

let dir: string;
let enquiries: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kestrel-review-route-'));
  enquiries = path.join(dir, 'enquiries.jsonl');
});
afterEach(() => {
  for (const name of SERVICES) delete (globalThis as Record<symbol, unknown>)[Symbol.for(name)];
  jest.restoreAllMocks();
  rmSync(dir, { recursive: true, force: true });
});

async function site(reviewSecret: string | undefined) {
  return loadWithSettings(
    {
      SITE_URL: SITE,
      CONTACT_ENQUIRIES_FILE: enquiries,
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
    expect(await readReviews(reviewFiles(enquiries).reviews)).toEqual([]);
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
    writeFileSync(reviewFiles(enquiries).secret, 'short\n');
    const { review } = await site(undefined);
    const response = await review(post('/api/review', reviewFields(validLink()), FROM_SITE));
    expect(response.status).toBe(503);
    expect(await response.text()).toContain('for a new link');
  });
});
