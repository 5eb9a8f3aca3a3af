import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { SMTP_SETTINGS } from './servers/smtp';
import { expectNoAxeViolations } from './support/axe';
import {
  clientAddress,
  ENQUIRIES_FILE,
  fillForm,
  newVisitor,
  postForm,
  sendAndExpectConfirmation,
  storedEnquiries,
  test,
  uniqueName as unique,
  validFields,
} from './support/contact';
import { whenHydrated } from './support/hydration';
import { mailsAbout, receivedMails } from './support/mail';

// The `main` build mails each stored enquiry through the SMTP stand-in (a real SMTP server,
// e2e/servers/smtp.ts) and limits each client to 5 posts in 10 minutes.

const OUTBOX_DIR = ENQUIRIES_FILE.replace(/\.jsonl$/, '-outbox');
const LEDGER = ENQUIRIES_FILE.replace(/\.jsonl$/, '-monthly.jsonl');

/** True once no mail about `marker` waits in the site's outbox. */
async function outboxHolds(marker: string): Promise<boolean> {
  const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
  for (const name of names) {
    if ((await readFile(path.join(OUTBOX_DIR, name), 'utf8').catch(() => '')).includes(marker)) return true;
  }
  return false;
}

test.describe('the owner is told of each enquiry by e-mail', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`${javaScriptEnabled ? 'with' : 'without'} JavaScript: exactly one mail, with the visitor’s name, Reply-To and every field`, async ({
      browser,
    }) => {
      test.setTimeout(90_000);
      const { context, page } = await newVisitor(browser, { javaScriptEnabled });
      const name = unique(javaScriptEnabled ? 'Mail JS' : 'Mail no JS');
      const fields = { ...validFields(name), message: `Two days in May.\nAbout 200 guests, "drinks" & <speeches>.\nRef ${name}` };
      await page.goto('/contact');
      await fillForm(page, fields);
      await sendAndExpectConfirmation(page);
      await context.close();

      // Generous: the outbox may be working through another test's 200 mails on a busy machine.
      await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 45_000 }).toBeGreaterThan(0);
      // Delivered means its outbox file is gone; nothing can send it again after that.
      await expect.poll(() => outboxHolds(name), { timeout: 30_000 }).toBe(false);
      const mails = await mailsAbout(name);
      expect(mails).toHaveLength(1);
      const mail = mails[0]!;
      expect(mail.subject).toBe(`Enquiry from ${name}: Event Video`);
      // The bare address: a display name would be the visitor's to choose.
      expect(mail.replyTo?.value).toEqual([{ name: '', address: fields.email }]);
      expect(mail.from?.value.map((address) => address.address)).toEqual([SMTP_SETTINGS.SMTP_FROM]);
      expect(mail.to && !Array.isArray(mail.to) ? mail.to.value.map((address) => address.address) : []).toEqual([
        SMTP_SETTINGS.SMTP_TO,
      ]);
      const stored = (await storedEnquiries()).find((enquiry) => enquiry.name === name)!;
      for (const line of [
        `Name: ${name}`,
        `Email: ${fields.email}`,
        'Project type: Event Video',
        fields.message,
        stored.receivedAt,
      ]) {
        expect(mail.text).toContain(line);
      }
      expect(mail.html).toContain('&quot;drinks&quot; &amp; &lt;speeches&gt;');
    });
  }
});

test('the link at the end of an enquiry mail e-mails the month’s enquiries so far, once however often it is pressed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const name = unique('Report link');
  expect((await postForm(request, { ...validFields(name), _gotcha: '' })).status()).toBe(303);
  await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 45_000 }).toBe(1);
  const link = /This month’s enquiries so far, by e-mail: (\S+)/.exec((await mailsAbout(name))[0]!.text!)![1]!;
  const reports = async () => (await receivedMails()).filter((mail) => / so far: \d+$/.test(mail.subject ?? ''));
  const before = (await reports()).length;

  // Opening the link, as a mail scanner would, sends nothing.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This month’s enquiries so far');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'E-mail them to me' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('On its way');
  await expect.poll(async () => (await reports()).length, { timeout: 45_000 }).toBeGreaterThan(before);
  const [report] = (await reports()).slice(-1);
  const month = new Date().toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  expect(report!.subject).toMatch(new RegExp(`^Enquiries in ${month} so far: \\d+$`));
  expect(report!.attachments[0]!.content.toString('utf8')).toContain(name);

  // The page answers once the mail is recorded (or found recorded): the ledger of mails made tells a second one.
  const asked = async () => (await readFile(LEDGER, 'utf8')).split('\n').filter((line) => line.includes('-asked-')).length;
  const recorded = await asked();
  await page.goBack();
  await page.getByRole('button', { name: 'E-mail them to me' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('On its way');
  expect(await asked()).toBe(recorded);

  const forged = new URL(link);
  forged.searchParams.set('link', `${forged.searchParams.get('link')}a`);
  expect((await request.get(forged.href)).status()).toBe(404);
});

test('with JavaScript, an address in another script is accepted by the form and the receiver, and is the mail’s Reply-To', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { context, page } = await newVisitor(browser);
  const name = unique('Mail IDN');
  const email = 'josé@exämple.de';
  await page.goto('/contact');
  await whenHydrated(page);
  await fillForm(page, { ...validFields(name), email });
  await sendAndExpectConfirmation(page);
  await context.close();

  await expect.poll(async () => (await mailsAbout(name)).length, { timeout: 45_000 }).toBeGreaterThan(0);
  const [mail] = await mailsAbout(name);
  expect(mail!.replyTo?.value).toEqual([{ name: '', address: email }]);
  expect((await storedEnquiries()).find((enquiry) => enquiry.name === name)?.email).toBe(email);
});

test.describe('many enquiries at once', () => {
  test('200 concurrent valid posts from 50 clients: 200 whole lines and 200 mails, none lost or doubled', async ({ request }) => {
    test.setTimeout(120_000);
    const batch = unique('Crowd');
    const clients = Array.from({ length: 50 }, clientAddress);
    const started = Date.now();
    const responses = await Promise.all(
      Array.from({ length: 200 }, (_, index) =>
        request.post('/api/contact', {
          maxRedirects: 0,
          headers: { 'x-forwarded-for': clients[index % clients.length]! },
          form: {
            name: `${batch} #${index}`,
            email: `person${index}@example.com`,
            projectType: 'corporate',
            // Long messages make any interleaving of two writes show up as broken JSON.
            message: `${batch} message ${index} `.repeat(200),
            _gotcha: '',
          },
        }),
      ),
    );
    const answered = Date.now() - started;
    expect(responses.map((response) => response.status())).toEqual(Array(200).fill(303));

    const mine = (await storedEnquiries()).filter((enquiry) => enquiry.name.startsWith(`${batch} #`));
    expect(mine).toHaveLength(200);
    expect(new Set(mine.map((enquiry) => enquiry.name)).size).toBe(200);
    for (const enquiry of mine) {
      const index = enquiry.name.split('#')[1];
      expect(enquiry.message).toBe(`${batch} message ${index} `.repeat(200).trim());
    }

    await expect.poll(async () => (await mailsAbout(`${batch} #`)).length, { timeout: 60_000 }).toBeGreaterThanOrEqual(200);
    const mailed = Date.now() - started;
    await expect.poll(() => outboxHolds(batch), { timeout: 30_000 }).toBe(false);
    const subjects = (await mailsAbout(`${batch} #`)).map((mail) => mail.subject);
    expect(subjects).toHaveLength(200);
    expect(new Set(subjects).size).toBe(200);
    console.log(
      `[figures] 200 concurrent posts from 50 clients: ${mine.length} lines, ${subjects.length} mails; all answered in ${answered} ms, all mailed in ${mailed} ms`,
    );
  });
});

test.describe('the rate limit', () => {
  test('a burst from one client gets 429 after the fifth post; the first five are stored', async ({ request }) => {
    const batch = unique('Burst');
    const statuses: number[] = [];
    let blocked;
    for (let index = 0; index < 7; index++) {
      const response = await postForm(request, { ...validFields(`${batch} #${index}`), _gotcha: '' });
      statuses.push(response.status());
      if (response.status() === 429) blocked = response;
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429]);
    const retryAfter = Number(blocked!.headers()['retry-after']);
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await blocked!.text()).toContain(`Ref ${batch} #6`);

    const stored = (await storedEnquiries()).filter((enquiry) => enquiry.name.startsWith(`${batch} #`));
    expect(stored.map((enquiry) => enquiry.name).sort()).toEqual([0, 1, 2, 3, 4].map((index) => `${batch} #${index}`));

    // Another client is served as usual.
    const other = await request.post('/api/contact', {
      maxRedirects: 0,
      headers: { 'x-forwarded-for': clientAddress() },
      form: { ...validFields(`${batch} other`), _gotcha: '' },
    });
    expect(other.status()).toBe(303);
  });

  test('a made-up hop in front of the trusted one does not dodge the limit', async ({ request }) => {
    // The build trusts one proxy: the hop that proxy added is the client, whatever comes before.
    const client = clientAddress();
    const statuses: number[] = [];
    for (let index = 0; index < 6; index++) {
      const response = await request.post('/api/contact', {
        maxRedirects: 0,
        headers: { 'x-forwarded-for': `192.0.2.${index}, ${client}` },
        form: { ...validFields(unique('Spoof')), _gotcha: '' },
      });
      statuses.push(response.status());
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
  });

  test('a visitor past the limit sees what they typed and when to try again', async ({ page, request }) => {
    test.setTimeout(90_000);
    for (let index = 0; index < 5; index++) {
      expect((await postForm(request, { ...validFields(unique('Earlier')), _gotcha: '' })).status()).toBe(303);
    }
    const name = unique('Blocked');
    await page.goto('/contact');
    await fillForm(page, { ...validFields(name), message: `Please keep this.\nSecond line of my brief. Ref ${name}` });
    const [response] = await Promise.all([
      page.waitForResponse((candidate) => candidate.url().endsWith('/api/contact')),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(response.status()).toBe(429);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Please try again a little later');
    await expect(page.getByText(/Please send it again in 10 minutes \(after \d\d:\d\d UK time\)/)).toBeVisible();
    await expect(page.getByText(name, { exact: true })).toBeVisible();
    await expect(page.getByText('jo.bloggs@example.co.uk')).toBeVisible();
    await expect(page.getByText('Event Video')).toBeVisible();
    await expect(page.locator('pre')).toHaveText(`Please keep this.\nSecond line of my brief. Ref ${name}`);
    await expectNoAxeViolations(page);
    expect((await storedEnquiries()).some((enquiry) => enquiry.name === name)).toBe(false);
  });
});
