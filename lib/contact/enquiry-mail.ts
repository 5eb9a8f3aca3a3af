import type { SendMailOptions } from 'nodemailer';
import { site } from '@/content/site';
import { multiLine, singleLine } from './clean-text';
import { PROJECT_TYPES } from './enquiry-fields';
import type { StoredEnquiry } from './enquiry-store';
import { escapeHtml } from './receiver-page';

export interface MailSettings {
  /** Where enquiries go (SMTP_TO). */
  to: string;
  /** The site's own sender address (SMTP_FROM). */
  from: string;
  /** Host name for Message-IDs, from SITE_URL. */
  messageIdDomain: string;
}

const SUBJECT_NAME_MAX = 80;

const projectLabel = (value: string) => PROJECT_TYPES.find((type) => type.value === value)?.label ?? singleLine(value);

/**
 * The notification the owner receives for one enquiry. Only the settings' addresses are
 * ever From and To; the visitor's address is only Reply-To, so answering goes to them and
 * nothing the visitor typed decides where the mail is sent. Every header value is cleared
 * of control characters (the store does this too; this mail must not depend on it). The
 * Message-ID is the enquiry's own, so a mail client sees a repeated delivery as the same message.
 */
export function enquiryMail(id: string, enquiry: StoredEnquiry, settings: MailSettings): SendMailOptions {
  const name = singleLine(enquiry.name).trim();
  const email = singleLine(enquiry.email).trim();
  const label = projectLabel(enquiry.projectType);
  const shortName = name.length > SUBJECT_NAME_MAX ? `${name.slice(0, SUBJECT_NAME_MAX - 1)}…` : name;
  const message = multiLine(enquiry.message);
  const received = new Date(enquiry.receivedAt);
  const receivedText = `${received.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })} (UK time, ${enquiry.receivedAt})`;
  const rows: [string, string][] = [
    ['Name', name],
    ['Email', email],
    ['Project type', label],
    ['Received', receivedText],
  ];

  return {
    from: { name: `${site.name} website`, address: settings.from },
    to: settings.to,
    replyTo: { name, address: email },
    subject: `Enquiry from ${shortName}: ${label}`,
    messageId: `<enquiry-${id}@${settings.messageIdDomain}>`,
    date: received,
    text: [
      `A new enquiry from the contact form of ${site.name}. Reply to this e-mail to answer ${name}.`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Message:',
      message,
      '',
    ].join('\n'),
    html: [
      `<p>A new enquiry from the contact form of ${escapeHtml(site.name)}. Reply to this e-mail to answer ${escapeHtml(name)}.</p>`,
      '<table>',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" style="padding-right:1em">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
      '<h2>Message</h2>',
      `<p style="white-space:pre-wrap">${escapeHtml(message)}</p>`,
    ].join('\n'),
  };
}
