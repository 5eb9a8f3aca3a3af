import type { SendMailOptions } from 'nodemailer';
import { site } from '@/content/site';
import { escapeHtml } from '@/lib/escape-html';
import type { MailSettings } from './enquiry-mail';
import type { StoredEnquiry } from './enquiry-store';
import { smtpDelivery } from './mail-transport';
import { MonthlyReports, reportLedgerFor, type MonthlyReport } from './monthly-report';
import { Outbox, outboxDirFor } from './outbox';
import { monthTitle } from './report-month';

export function monthlyReportMail(report: MonthlyReport, settings: MailSettings): SendMailOptions {
  const title = `${monthTitle(report.month)}${report.soFar ? ' so far' : ''}`;
  const filename = `enquiries-${report.month}.csv`;
  const text = [
    `${report.total} enquir${report.total === 1 ? 'y' : 'ies'} came through the contact form of ${site.name} in ${title} (UTC, as the times they were received are kept).`,
    '',
    report.report.trimEnd(),
    '',
    'Replies still owed (the website cannot see your replies: these are the enquiries whose own e-mail has not reached you, and those received since the start of the weekday before today):',
    ...(report.owed.length ? report.owed.map((line) => `- ${line}`) : ['- none']),
    '',
    `The month's enquiries are attached (${filename}), as \`npm run enquiries -- --csv --month ${report.month}\` prints them.`,
    ...(report.skipped
      ? [
          `${report.skipped} line(s) of the enquiries file are not whole enquiries and are left out; \`npm run enquiries\` names them.`,
        ]
      : []),
  ].join('\n');
  return {
    from: { name: `${site.name} website`, address: settings.from },
    to: settings.to,
    subject: `Enquiries in ${title}: ${report.total}`,
    // From the month (or the asked-for window) alone: a second copy, or one queued by another process, is the same message.
    messageId: `<${report.id.replace(/^report-/, 'enquiries-')}@${settings.messageIdDomain}>`,
    date: new Date(report.receivedAt),
    text,
    html: `<pre style="font-family:monospace;white-space:pre-wrap">${escapeHtml(text)}</pre>`,
    attachments: [{ filename, content: report.csv, contentType: 'text/csv; charset=utf-8' }],
  };
}

export interface MonthlyReportMailerSettings extends MailSettings {
  enquiriesFile: string;
  url: string;
  timeoutMs: number;
  retryMs: number;
  retryMaxMs: number;
  now?: () => number;
  checkMs?: number;
}

export type MonthlyReportMailer = ReturnType<typeof monthlyReportMailer>;

export function monthlyReportMailer({ enquiriesFile, now, checkMs, retryMs, retryMaxMs, ...smtp }: MonthlyReportMailerSettings) {
  const ledger = reportLedgerFor(enquiriesFile);
  const delivery = smtpDelivery({
    ...smtp,
    compose: (mail) => monthlyReportMail(mail.enquiry as unknown as MonthlyReport, smtp),
  });
  const outbox = new Outbox({ dir: outboxDirFor(ledger), storeFile: ledger, deliver: delivery.deliver, retryMs, retryMaxMs });
  const reports = new MonthlyReports({
    enquiriesFile,
    // The outbox keeps any stored record with an id and a time; it calls each an enquiry.
    outbox: { add: (report) => outbox.add(report as unknown as StoredEnquiry) },
    now,
    checkMs,
  });
  return {
    ask: () => reports.ask(),
    async start() {
      await outbox.start();
      await reports.start();
    },
    async close() {
      await reports.close();
      await outbox.close();
      delivery.close();
    },
  };
}
