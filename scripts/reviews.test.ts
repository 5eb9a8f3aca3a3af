import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { simpleParser } from 'mailparser';
import { reviewFiles } from '@/lib/reviews/files';
import { CONSENT_TEXT } from '@/lib/reviews/review';
import { readInvitation } from '@/lib/reviews/token';
import { failingApi, REFUSED } from '@/test/support/failing-api';
import { SMTP_TEST_LOGIN, startSmtpInbox, type SmtpInbox } from '@/test/support/smtp-inbox';

/** `npm run reviews` as the owner runs it: plain Node, its files beside the enquiries file the settings name. */
// Each run loads the settings' checks and the content model, which takes seconds on a busy machine.
jest.setTimeout(120_000);

const root = path.resolve(__dirname, '..');
let dir: string;
let enquiries: string;

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'kestrel-reviews-command-'));
  enquiries = path.join(dir, 'enquiries.jsonl');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

async function reviews(args: string[], settings: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [path.join(__dirname, 'reviews.mjs'), ...args], {
      cwd: root,
      env: { ...process.env, SITE_URL: 'https://www.kestrelfilms.co.uk', CONTACT_ENQUIRIES_FILE: enquiries, ...settings },
    });
    return { status: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number; stdout: string; stderr: string };
    return { status: code, stdout, stderr };
  }
}

const wholeReview = {
  id: 'abcdefgh23456789',
  receivedAt: '2026-06-01T12:34:56.000Z',
  name: 'Hannah Cole',
  role: 'Founder',
  company: 'Bulb Floristry',
  quote: 'Alex filmed our workshops beautifully.',
  film: 'bulb-floristry',
  consent: true,
  consentText: CONSENT_TEXT,
};

describe('npm run reviews', () => {
  it('invites a client with a link on SITE_URL that the site’s secret reads back', async () => {
    const { status, stdout } = await reviews(['invite', '--name', ' Sam\u200b Lee ', '--company', 'Bulb', '--days', '7']);
    expect(status).toBe(0);
    const link = new URL(stdout.trim());
    expect(link.origin).toBe('https://www.kestrelfilms.co.uk');
    const token = link.pathname.replace('/review/', '');
    const secret = readFileSync(reviewFiles(enquiries).secret, 'utf8').trim();
    const reading = readInvitation(token, secret);
    expect(reading).toMatchObject({ ok: true, invitation: { name: 'Sam Lee', company: 'Bulb' } });
    if (!reading.ok) return;
    expect(reading.invitation.expiresAt - Date.now()).toBeGreaterThan(6.9 * 86_400_000);
    expect(reading.invitation.expiresAt - Date.now()).toBeLessThanOrEqual(7 * 86_400_000);
  });

  it('refuses an invisible-only name, a film that is none and a bad number of days', async () => {
    const refused = await Promise.all(
      [
        ['--name', '\u200b\u2060\u3164', '--company', 'Bulb'],
        ['--name', 'Sam', '--company', 'Bulb', '--film', 'no-such-film'],
        ['--name', 'Sam', '--company', 'Bulb', '--days', '0'],
        ['--company', 'Bulb'],
      ].map((args) => reviews(['invite', ...args])),
    );
    for (const { status, stderr } of refused) {
      expect(status).toBe(2);
      expect(stderr).toMatch(/^reviews: /);
    }
  });

  it('with --email and SMTP set, mails the link to the client', async () => {
    const received: string[] = [];
    const inbox: SmtpInbox = await startSmtpInbox({ onMessage: (raw) => void received.push(raw) });
    try {
      const { status, stdout } = await reviews(
        ['invite', '--name', 'Sam Lee', '--company', 'Bulb', '--email', 'sam@example.com'],
        {
          SMTP_URL: `smtp://${SMTP_TEST_LOGIN.user}:${SMTP_TEST_LOGIN.pass}@127.0.0.1:${inbox.port}`,
          SMTP_TO: 'studio@example.com',
          SMTP_FROM: 'website@example.com',
        },
      );
      expect(status).toBe(0);
      expect(received).toHaveLength(1);
      const mail = await simpleParser(received[0]!);
      expect(mail.text).toContain(stdout.trim());
      expect(mail.text).toContain('Hello Sam Lee');
      expect(mail.replyTo?.value[0]?.address).toBe('studio@example.com');
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value[0]?.address : undefined).toBe('sam@example.com');
    } finally {
      await inbox.stop();
    }
  });

  it('lists the reviews with who, film, when and consent, and exports one for content/testimonials.ts', async () => {
    const review = wholeReview;
    writeFileSync(reviewFiles(enquiries).reviews, `${JSON.stringify(review)}\n{"id":"torn`);
    const list = await reviews([]);
    expect(list.status).toBe(0);
    const row = list.stdout.split('\n').find((line) => line.includes('Hannah Cole'));
    expect(row).toMatch(/^2026-06-01 12:34\s+Hannah Cole\s+Bulb Floristry\s+bulb-floristry\s+yes\s+abcdefgh23456789$/);
    const exported = await reviews(['export', review.id]);
    expect(exported.stdout).toContain('name: "Hannah Cole"');
    expect(exported.stdout).toContain('verified: true');
    expect((await reviews(['export', 'nope'])).status).toBe(2);
  });

  it('says in one line, without the token, why Contentful refused a review’s draft, and still lists it', async () => {
    writeFileSync(reviewFiles(enquiries).reviews, `${JSON.stringify(wholeReview)}\n`);
    const token = 'CFPAT-refused-management-token-0123456789';
    const api = await failingApi(REFUSED);
    try {
      const list = await reviews([], {
        CONTENTFUL_MANAGEMENT_TOKEN: token,
        CONTENTFUL_SPACE_ID: 'kestrel',
        CONTENTFUL_ACCESS_TOKEN: 'delivery-token',
        CONTENTFUL_MANAGEMENT_HOST: api.host,
      });
      expect(list.stdout).toContain('Hannah Cole');
      const said = list.stderr.split('\n').filter((line) => line.includes(wholeReview.id));
      expect(said).toEqual([expect.stringMatching(/^Could not make a draft of \w+ in Contentful: .*401 .*invalid.*req-7/)]);
      expect(list.stderr).not.toMatch(/Bearer|0123456789|"request"/);
    } finally {
      api.close();
    }
  });

  it('names each line that is not a whole review by number, lists none of them and exports none of them', async () => {
    const other = (id: string, change: Record<string, unknown>) => JSON.stringify({ ...wholeReview, id, ...change });
    const { name: _name, ...nameless } = { ...wholeReview, id: 'nonamenonamenona' };
    const { consentText: _consentText, ...unconsented } = { ...wholeReview, id: 'noconsenttextxxx' };
    const lines = [
      JSON.stringify(wholeReview),
      '{"id":"torn',
      JSON.stringify(nameless),
      other('noquotenoquoteno', { quote: undefined }),
      JSON.stringify(unconsented),
      other('consentnotticked', { consent: false }),
      other('blanknameblankna', { name: '  ' }),
      other('numberedquotexxx', { quote: 42 }),
      other('loosetimelooseti', { receivedAt: '1 June 2026' }),
      other('quotetoolongquot', { quote: 'x'.repeat(601) }),
      '["an", "array"]',
      '',
      other('secondwholereview', { receivedAt: '2026-06-02T08:00:00.000Z', name: 'Priya Desai' }),
    ];
    const file = reviewFiles(enquiries).reviews;
    writeFileSync(file, `${lines.join('\n')}\n`);
    const note = `Skipped 10 line(s) that are not a whole review: line 2, 3, 4, 5, 6, 7, 8, 9, 10, 11 of ${file}.`;

    const list = await reviews([]);
    expect(list.status).toBe(0);
    expect(list.stderr).toContain(note);
    const rows = list.stdout.split('\n').filter((line) => /^\d{4}-\d{2}-\d{2} /.test(line));
    expect(rows.map((row) => row.split(/\s{2,}/)[1])).toEqual(['Priya Desai', 'Hannah Cole']);
    expect(list.stdout).toContain('2 testimonial(s)');

    for (const id of ['nonamenonamenona', 'noconsenttextxxx', 'consentnotticked']) {
      const exported = await reviews(['export', id]);
      expect(exported).toMatchObject({ status: 2, stdout: '' });
      expect(exported.stderr).toContain(note);
      expect(exported.stderr).toContain(`reviews: no review has the id "${id}"`);
    }
    const whole = await reviews(['export', 'secondwholereview']);
    expect(whole.status).toBe(0);
    expect(whole.stdout).toContain(`${CONSENT_TEXT} Ticked on 2026-06-02T08:00:00.000Z through review link secondwholereview.`);
  });
});
