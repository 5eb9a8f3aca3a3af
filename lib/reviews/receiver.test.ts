import { mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { EnquiryStore } from '@/lib/contact/enquiry-store';
import { createEnquiryLimiter } from '@/lib/contact/rate-limit';
import { tempFolderEachTest } from '@/test/support/temp-folder';
import { reviewSecret } from './files';
import { MAX_REVIEW_BYTES, receiveReview, type ReviewReceiverOptions } from './receiver';
import { CONSENT_TEXT, readReviews, reviewReceived, type StoredReview } from './review';
import { newInvitationId, signInvitation, type Invitation } from './token';

const SECRET = 'the-site-secret-0123456789abcdef0123';
const NOW = new Date('2026-06-01T12:00:00Z');
const folder = tempFolderEachTest('reviews', 'enquiries-reviews.jsonl');

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: newInvitationId(),
  name: 'Hannah Cole',
  company: 'Bulb',
  film: 'bulb-floristry',
  expiresAt: NOW.getTime() + 30 * 86_400_000,
  ...overrides,
});
const tokenFor = (value: Invitation) => signInvitation(value, SECRET);

const fields = (token: string, overrides: Record<string, string> = {}) => ({
  token,
  quote: 'Alex filmed our workshops beautifully; bookings doubled within a month.',
  role: 'Founder',
  company: 'Bulb Floristry, Lewes',
  consent: 'yes',
  ...overrides,
});

const post = (body: Record<string, string> | string, headers: Record<string, string> = {}) =>
  new Request('http://site.test/api/review', {
    method: 'POST',
    body: typeof body === 'string' ? body : new URLSearchParams(body).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
  });

function options(overrides: Partial<ReviewReceiverOptions> = {}): ReviewReceiverOptions & { mailed: StoredReview[] } {
  const mailed: StoredReview[] = [];
  return {
    store: new EnquiryStore(folder.file),
    received: (id) => reviewReceived(folder.file, id),
    secret: async () => SECRET,
    outbox: { add: async (review) => mailed.push(review) },
    now: () => NOW,
    mailed,
    ...overrides,
  };
}

describe('receiveReview', () => {
  it('stores the review with its client, film and consent, queues its mail and sends the client to the thanks page', async () => {
    const value = invitation();
    const services = options();
    const response = await receiveReview(post(fields(tokenFor(value))), services);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/review/thanks');
    const expected: StoredReview = {
      id: value.id,
      receivedAt: NOW.toISOString(),
      name: 'Hannah Cole',
      role: 'Founder',
      company: 'Bulb Floristry, Lewes',
      quote: fields('').quote,
      film: 'bulb-floristry',
      consent: true,
      consentText: CONSENT_TEXT,
    };
    expect(await readReviews(folder.file)).toEqual([expected]);
    expect(services.mailed).toEqual([expected]);
  });

  it('takes one review per link: a replay, even at the same moment, is refused and stores nothing more', async () => {
    const token = tokenFor(invitation());
    const services = options();
    const first = await Promise.all([0, 1, 2].map(() => receiveReview(post(fields(token)), services)));
    expect(first.map((response) => response.status).sort()).toEqual([303, 409, 409]);
    const replay = await receiveReview(post(fields(token, { quote: 'Something else entirely, written later on.' })), services);
    expect(replay.status).toBe(409);
    const page = await replay.text();
    expect(page).toContain('This link has been used');
    // What they typed comes back to copy.
    expect(page).toContain('Something else entirely, written later on.');
    expect(await readReviews(folder.file)).toHaveLength(1);
  });

  it('refuses an edited, made-up or foreign link (403) and an expired one (410), storing nothing', async () => {
    const token = tokenFor(invitation());
    const other = tokenFor(invitation({ name: 'Someone Else' }));
    const tampered = [
      `${other.slice(0, other.indexOf('.'))}${token.slice(token.indexOf('.'))}`,
      `${token.slice(0, -1)}${token.endsWith('a') ? 'b' : 'a'}`,
      `${token}a`,
      signInvitation(invitation(), `${SECRET}-guess`),
      'a'.repeat(40),
      '',
    ];
    for (const value of tampered) {
      const response = await receiveReview(post(fields(value)), options());
      expect(response.status).toBe(403);
      const page = await response.text();
      expect(page).toContain('This link does not work');
      expect(page).toContain('mailto:');
      expect(page).toContain(fields('').quote);
    }
    const expired = await receiveReview(post(fields(tokenFor(invitation({ expiresAt: NOW.getTime() - 1 })))), options());
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    expect(await readReviews(folder.file)).toEqual([]);
  });

  it('refuses missing consent, invisible-only or over-long fields with the reasons and the text typed', async () => {
    const token = tokenFor(invitation());
    const cases: Record<string, string>[] = [
      { consent: '' },
      { role: '\u200b\u2060\u3164 \u200d' },
      { company: '\u202e\ufeff' },
      { role: '\u2800\u2800\u2800' },
      { company: '\u{13430}\u{13431} \u2800' },
      { quote: 'Too short.' },
      { quote: 'x'.repeat(601) },
      { role: 'r'.repeat(81) },
    ];
    for (const overrides of cases) {
      const response = await receiveReview(post(fields(token, overrides)), options());
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain('Please check your testimonial');
      expect(page).toMatch(/<li>Please /);
    }
    expect(await readReviews(folder.file)).toEqual([]);
  });

  it('keeps no invisible characters of what it stores', async () => {
    const services = options();
    await receiveReview(
      post(
        fields(tokenFor(invitation()), {
          role: 'Fo\u200bunder\u202e',
          quote: 'Lovely\u2066 work,\r\n\r\n\r\n\r\nand\tcalm.\u0007 Thank you!',
        }),
      ),
      services,
    );
    const [stored] = await readReviews(folder.file);
    expect(stored).toMatchObject({ role: 'Founder', quote: 'Lovely work,\n\nand calm. Thank you!' });
  });

  it('refuses a huge body (413) and a body it cannot read (415) without storing', async () => {
    const token = tokenFor(invitation());
    const huge = await receiveReview(post(fields(token, { quote: 'x'.repeat(MAX_REVIEW_BYTES) })), options());
    expect(huge.status).toBe(413);
    const json = await receiveReview(post(JSON.stringify(fields(token)), { 'content-type': 'application/json' }), options());
    expect(json.status).toBe(415);
    expect(await readReviews(folder.file)).toEqual([]);
  });

  it('answers a flood with 429 and Retry-After before reading the link, whatever the posts hold', async () => {
    const limiter = createEnquiryLimiter({ points: 3, windowSeconds: 600 });
    const services = options({ limiter, trustedProxies: 1 });
    const from = { 'x-forwarded-for': '203.0.113.9' };
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push((await receiveReview(post(fields('made-up'), from), services)).status);
    expect(statuses).toEqual([403, 403, 403, 429, 429]);
    const refused = await receiveReview(post(fields(tokenFor(invitation())), from), services);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await readReviews(folder.file)).toEqual([]);
  });

  it('refuses a post from another site’s page (403) before reading or counting it, and stores nothing even with a valid link', async () => {
    const limiter = createEnquiryLimiter({ points: 1, windowSeconds: 600 });
    const services = options({ limiter, siteOrigins: ['https://www.films.test'] });
    const token = tokenFor(invitation());
    const foreign: Record<string, string>[] = [
      { host: 'films.test', origin: 'https://evil.example' },
      { host: 'films.test', 'sec-fetch-site': 'cross-site' },
      { host: 'films.test', origin: 'null', 'sec-fetch-site': 'same-site' },
    ];
    for (const headers of [...foreign, ...foreign]) {
      const response = await receiveReview(post(fields(token), headers), services);
      expect([headers, response.status]).toEqual([headers, 403]);
      expect(await response.text()).toContain('<h1>This form was sent from another site</h1>');
    }
    expect(await readReviews(folder.file)).toEqual([]);
    // The one post the limit allows is still there, for the client on the site's own page.
    const own = await receiveReview(post(fields(token), { host: 'films.test', origin: 'https://www.films.test' }), services);
    expect(own.status).toBe(303);
    expect(await readReviews(folder.file)).toHaveLength(1);
  });

  it.each([
    ['empty', (secret: string) => writeFileSync(secret, '')],
    ['short', (secret: string) => writeFileSync(secret, 'x'.repeat(31))],
    ['unreadable', (secret: string) => mkdirSync(secret)],
  ])(
    'answers 503 with the client’s words and a way to ask for a new link when the kept secret is %s, logging nothing more',
    async (_, damage) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const secretFile = path.join(folder.path, 'enquiries-review-secret');
      damage(secretFile);
      const response = await receiveReview(
        post(fields(tokenFor(invitation()))),
        options({ secret: () => reviewSecret(undefined, secretFile) }),
      );
      expect(response.status).toBe(503);
      const page = await response.text();
      expect(page).toContain('This link cannot be checked');
      expect(page).toContain('for a new link');
      expect(page).toContain(fields('').quote);
      expect(error).not.toHaveBeenCalled();
      expect(await readReviews(folder.file)).toEqual([]);
    },
  );

  it('answers 503 and logs it when the secret cannot be had for another reason', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failure = Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
    const response = await receiveReview(
      post(fields(tokenFor(invitation()))),
      options({ secret: () => Promise.reject(failure) }),
    );
    expect(response.status).toBe(503);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('secret'), failure);
  });

  it('answers 503 with the client’s words when the review cannot be stored, and the link still works afterwards', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const token = tokenFor(invitation());
    const full = new EnquiryStore(folder.file, {
      openFile: async () => {
        throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      },
    });
    const failed = await receiveReview(post(fields(token)), options({ store: full }));
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('60');
    const page = await failed.text();
    expect(page).toContain('could not be sent');
    expect(page).toContain(fields('').quote);
    expect((await receiveReview(post(fields(token)), options())).status).toBe(303);
    expect(await readReviews(folder.file)).toHaveLength(1);
  });

  it('grows nothing on disk for refused posts', async () => {
    const services = options();
    for (let i = 0; i < 20; i++) await receiveReview(post(fields(`${'a'.repeat(30)}.${'b'.repeat(32)}`)), services);
    expect(() => statSync(folder.file)).toThrow();
    await receiveReview(post(fields(tokenFor(invitation()))), services);
    expect(readFileSync(folder.file, 'utf8').split('\n').filter(Boolean)).toHaveLength(1);
  });
});
