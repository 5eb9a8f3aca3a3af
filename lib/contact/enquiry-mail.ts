import type { SendMailOptions } from 'nodemailer';
import { locations } from '@/content/locations';
import { site } from '@/content/site';
import { escapeHtml } from '@/lib/escape-html';
import { formatPounds } from '@/lib/pricing';
import { projectTypes } from './brief-content';
import { briefDetails } from './brief-text';
import { singleLine, visibleLine, visibleLines } from './clean-text';
import type { StoredEnquiry } from './enquiry-store';

export interface MailSettings {
  to: string;
  from: string;
  messageIdDomain: string;
}

const SUBJECT_NAME_MAX = 80;
const REPORT_LINK_TEXT = 'This month’s enquiries so far, by e-mail';

/** What the sender typed shows as typed: a mail client never decodes it into other words. */
export const literal = (value: string) => value.replace(/=\?/g, '= ?');

export const mailTable = (rows: [string, string][]) => [
  '<table>',
  ...rows.map(
    ([label, value]) =>
      `<tr><th align="left" style="padding-right:1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
  ),
  '</table>',
];

const projectLabel = (value: string) => projectTypes().find((type) => type.value === value)?.label ?? singleLine(value);

interface MailNotes {
  diskError?: string;
  overdue?: string;
  reportLink?: string;
}

// Nothing the visitor typed decides where the mail goes or who it seems to come from: their address is only Reply-To.
export function enquiryMail(id: string, enquiry: StoredEnquiry, settings: MailSettings, notes: MailNotes = {}): SendMailOptions {
  const name = visibleLine(enquiry.name).trim();
  const email = visibleLine(enquiry.email).trim();
  const label = projectLabel(enquiry.projectType);
  const subjectName = literal(name);
  const shortName = subjectName.length > SUBJECT_NAME_MAX ? `${subjectName.slice(0, SUBJECT_NAME_MAX - 1)}…` : subjectName;
  const disk = notes.diskError
    ? `Note from the website: it stored this enquiry but could not queue this e-mail on its disk (${singleLine(notes.diskError)}). The disk may be full: please check the server soon, or later enquiries may not be saved.`
    : undefined;
  const message = visibleLines(enquiry.message);
  const received = new Date(enquiry.receivedAt);
  const receivedText = `${received.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })} (UK time, ${enquiry.receivedAt})`;
  const overdue = notes.overdue ? singleLine(notes.overdue) : undefined;
  const brief = briefDetails(
    enquiry,
    locations.map((location) => ({ value: location.slug, label: location.name })),
  );
  const price =
    typeof enquiry.priceLow === 'number' && typeof enquiry.priceHigh === 'number'
      ? `${formatPounds(enquiry.priceLow)}–${formatPounds(enquiry.priceHigh)} (indicative, shown to the visitor: ${singleLine(enquiry.priceReason ?? '')})`
      : undefined;
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', email],
    ['Project type', label],
    ...brief.map(({ label, value }): [string, string] => [label, value]),
    ...(price ? [['Indicative price', price] as [string, string]] : []),
    ...(enquiry.sourcePage ? [['Came from', singleLine(enquiry.sourcePage)] as [string, string]] : []),
    ...(enquiry.sourceService ? [['Service', singleLine(enquiry.sourceService)] as [string, string]] : []),
    ...(enquiry.sourceFilm ? [['Film', singleLine(enquiry.sourceFilm)] as [string, string]] : []),
    ['Received', receivedText],
  ];

  return {
    from: { name: `${site.name} website`, address: settings.from },
    to: settings.to,
    replyTo: email,
    subject: `Enquiry from ${shortName}: ${label}`,
    messageId: `<enquiry-${id}@${settings.messageIdDomain}>`,
    date: received,
    text: [
      ...(overdue ? [overdue, ''] : []),
      ...(disk ? [disk, ''] : []),
      `A new enquiry from the contact form of ${site.name}. Reply to this e-mail to answer ${name}.`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Message:',
      message,
      '',
      ...(notes.reportLink ? [`${REPORT_LINK_TEXT}: ${notes.reportLink}`, ''] : []),
    ].join('\n'),
    html: [
      ...(overdue ? [`<p><strong>${escapeHtml(overdue)}</strong></p>`] : []),
      ...(disk ? [`<p><strong>${escapeHtml(disk)}</strong></p>`] : []),
      `<p>A new enquiry from the contact form of ${escapeHtml(site.name)}. Reply to this e-mail to answer ${escapeHtml(name)}.</p>`,
      ...mailTable(rows),
      '<h2>Message</h2>',
      `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
      ...(notes.reportLink ? [`<p><a href="${escapeHtml(notes.reportLink)}">${REPORT_LINK_TEXT}</a></p>`] : []),
    ].join('\n'),
  };
}
