import { spawnSync } from 'node:child_process';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { ForkedProcess, mailingProcessesEachTest, until } from '@/test/support/forked-process';
import { buildMonthlyReport, reportLedgerFor } from './monthly-report';
import { outboxDirFor } from './outbox';

// Site processes (real child processes on one data folder, their clocks stopped) and a real SMTP server: the month's
// mail goes once whatever the number of instances or restarts, and carries what `npm run enquiries` prints.

jest.setTimeout(120_000);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class ReportProcess extends ForkedProcess<{ type: string }> {
  constructor(file: string, smtpUrl: string, now: string) {
    super('monthly-report-process.ts', { SITE_PROCESS_FILE: file, SITE_PROCESS_SMTP_URL: smtpUrl, MONTHLY_REPORT_NOW: now });
  }

  /** This month so far, as the link in an enquiry mail asks for it. */
  async ask() {
    const before = this.replies.length;
    this.child.send({ type: 'ask' });
    await until(() => this.replies.length > before, 'the answer to asking');
    return this.replies.at(-1)?.type;
  }

  async stop() {
    this.child.send({ type: 'stop' });
    await until(() => this.exited, 'the process to stop');
  }
}

const enquiry = (id: string, receivedAt: string, name: string, extra: Record<string, string> = {}) => ({
  id,
  receivedAt,
  name,
  email: `${name.split(' ')[0]!.toLowerCase()}@example.co.uk`,
  projectType: 'event',
  message: 'A film, please.',
  ...extra,
});

// Months are UTC, as the command cuts them: the first is April's (23:00 on 30 April, UK summer time).
const ENQUIRIES = [
  enquiry('1-april', '2026-04-30T22:00:00.000Z', 'April Late'),
  enquiry('2-may', '2026-05-04T10:00:00.000Z', 'Early Corporate', {
    projectType: 'corporate',
    budget: '2500-5000',
    sourcePage: '/corporate-videography',
  }),
  enquiry('3-may', '2026-05-12T10:00:00.000Z', 'Never Mailed', { budget: 'under-1000', sourcePage: '/portfolio/some-film' }),
  enquiry('4-may', '2026-05-20T10:00:00.000Z', 'Mid Event', { budget: '2500-5000', sourcePage: '/portfolio/some-film' }),
  enquiry('5-may', '2026-05-29T15:00:00.000Z', 'Friday Late', { projectType: 'promotional', sourcePage: '/about' }),
  enquiry('6-june', '2026-06-01T07:00:00.000Z', 'June First'),
];
// Monday 1 June 2026, 10:00 UK time: May's mail is due.
const JUNE_FIRST = '2026-06-01T09:00:00.000Z';

describe('the month’s enquiries by mail', () => {
  const fixture = mailingProcessesEachTest<ReportProcess>('monthly-report-');

  beforeEach(async () => {
    await writeFile(fixture.file, ENQUIRIES.map((line) => `${JSON.stringify(line)}\n`).join(''));
    // Every enquiry's own mail went but one.
    await mkdir(outboxDirFor(fixture.file));
    const mailed = ENQUIRIES.filter((line) => line.name !== 'Never Mailed').map((line) => `${line.id}\n`);
    await writeFile(path.join(outboxDirFor(fixture.file), 'sent.log'), mailed.join(''));
  });

  const start = (now: string) => fixture.started(new ReportProcess(fixture.file, fixture.smtpUrl, now));
  const mails = () => Promise.all(fixture.inbox.messages.map((message) => simpleParser(message.raw)));
  const command = (month: string) =>
    spawnSync(process.execPath, ['scripts/enquiries.mjs', '--csv', '--month', month], {
      cwd: process.cwd(),
      env: { ...process.env, CONTACT_ENQUIRIES_FILE: fixture.file },
      encoding: 'utf8',
    }).stdout;
  const ledger = async () =>
    (await readFile(reportLedgerFor(fixture.file), 'utf8'))
      .split('\n')
      .filter(Boolean)
      .map((line) => (JSON.parse(line) as { id: string }).id);

  it('mails the month once across two instances and a restart, with the report, the replies owed and the CSV', async () => {
    const [first, second] = [start(JUNE_FIRST), start(JUNE_FIRST)];
    await Promise.all([first!.ready(), second!.ready()]);
    await until(() => fixture.inbox.messages.length > 0, 'the monthly mail');
    // Both check every 50 ms: time enough for a second mail to come.
    await pause(1500);
    expect(fixture.inbox.messages).toHaveLength(1);

    const [mail] = (await mails()) as [ParsedMail];
    expect(mail.subject).toBe('Enquiries in May 2026: 4');
    expect(mail.messageId).toBe('<enquiries-2026-05@kestrel.test>');
    expect(fixture.inbox.messages[0]!.to).toEqual(['studio@example.com']);
    const text = mail.text!;
    const block = (title: string) =>
      Object.fromEntries(
        text
          .split('\n\n')
          .find((part) => part.startsWith(title))!
          .split('\n')
          .slice(1)
          .map((line) => [line.trim().replace(/\s+\d+$/, ''), Number(/(\d+)$/.exec(line)![1])]),
      );
    expect(block('By month')).toEqual({ '2026-05': 4 });
    expect(block('By service')).toEqual({ event: 2, corporate: 1, promotional: 1 });
    expect(block('By budget')).toEqual({ '2500-5000': 2, 'under-1000': 1, '(not given)': 1 });
    expect(block('By source page')).toEqual({ '/portfolio/some-film': 2, '/corporate-videography': 1, '/about': 1 });
    const owed = text.slice(text.indexOf('Replies still owed'));
    expect(owed).toContain(
      'Never Mailed <never@example.co.uk>, event, received 2026-05-12T10:00:00.000Z: its mail was never queued',
    );
    // From the working day before (Friday 29 May) on, whichever month.
    expect(owed).toContain('Friday Late');
    expect(owed).toContain('June First');
    expect(owed).not.toMatch(/Early Corporate|Mid Event|April Late/);

    expect(mail.attachments).toHaveLength(1);
    const [csv] = mail.attachments;
    expect(csv!.filename).toBe('enquiries-2026-05.csv');
    expect(csv!.content.toString('utf8')).toBe(command('2026-05'));
    expect(command('2026-05')).toContain('Never Mailed');

    // kill -9 one, stop the other, and start again on the same day: the month is in the ledger.
    await first!.kill();
    await second!.stop();
    await start(JUNE_FIRST).ready();
    await pause(1000);
    expect(fixture.inbox.messages).toHaveLength(1);
    expect(await ledger()).toEqual(['report-2026-05']);

    // A month on (Wednesday 1 July), June's goes, once.
    const july = start('2026-07-01T09:00:00.000Z');
    await july.ready();
    await until(() => fixture.inbox.messages.length > 1, 'June’s mail');
    await pause(1000);
    expect(fixture.inbox.messages).toHaveLength(2);
    const june = (await mails())[1]!;
    expect(june.subject).toBe('Enquiries in June 2026: 1');
    expect(june.messageId).toBe('<enquiries-2026-06@kestrel.test>');
    expect(june.attachments[0]!.content.toString('utf8')).toBe(command('2026-06'));
  });

  it('sends a month recorded by a process that died before queuing its mail, once', async () => {
    const report = await buildMonthlyReport(fixture.file, '2026-05', Date.parse(JUNE_FIRST));
    await writeFile(reportLedgerFor(fixture.file), `${JSON.stringify(report)}\n`);
    await start(JUNE_FIRST).ready();
    await until(() => fixture.inbox.messages.length > 0, 'the monthly mail');
    await pause(1000);
    expect(fixture.inbox.messages).toHaveLength(1);
    expect((await mails())[0]!.messageId).toBe('<enquiries-2026-05@kestrel.test>');
    expect(await ledger()).toEqual(['report-2026-05']);
  });

  it('sends nothing before the first working day’s morning', async () => {
    // Saturday 1 August 2026: the first working day is Monday the 3rd.
    await start('2026-08-01T12:00:00.000Z').ready();
    await pause(1000);
    expect(fixture.inbox.messages).toHaveLength(0);
  });

  it('mails the month so far when asked, once a quarter hour whichever instance is asked', async () => {
    // Monday 15 June 2026: May's mail is due too, and goes once beside it.
    const MID_JUNE = '2026-06-15T09:00:00.000Z';
    const [first, second] = [start(MID_JUNE), start(MID_JUNE)];
    await Promise.all([first!.ready(), second!.ready()]);
    expect(await Promise.all([first!.ask(), second!.ask(), first!.ask()])).toEqual(['asked', 'asked', 'asked']);
    await until(() => fixture.inbox.messages.length >= 2, 'the mails');
    await pause(1000);
    const sent = await mails();
    expect(sent.map((mail) => mail.subject).sort()).toEqual(['Enquiries in June 2026 so far: 1', 'Enquiries in May 2026: 4']);
    const soFar = sent.find((mail) => mail.subject!.includes('so far'))!;
    expect(soFar.messageId).toMatch(/^<enquiries-2026-06-asked-\d+@kestrel\.test>$/);
    expect(soFar.text).toContain('came through the contact form of Kestrel Films in June 2026 so far');
    expect(soFar.attachments[0]!.content.toString('utf8')).toBe(command('2026-06'));
    // A restart in the same quarter hour: still nothing more.
    await first!.kill();
    const again = start(MID_JUNE);
    await again.ready();
    expect(await again.ask()).toBe('asked');
    await pause(1000);
    expect(fixture.inbox.messages).toHaveLength(2);
    expect((await ledger()).sort()).toEqual(['report-2026-05', expect.stringMatching(/^report-2026-06-asked-\d+$/)]);
  });
});
