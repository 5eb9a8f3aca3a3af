import type { SendMailOptions } from 'nodemailer';
import { site } from '@/content/site';
import { multiLine, singleLine } from './clean-text';
import { PROJECT_TYPES } from './enquiry-fields';
import type { StoredEnquiry } from './enquiry-store';
import { escapeHtml } from './receiver-page';

export interface MailSettings {
  to: string;
  from: string;
  /** Host name for Message-IDs, from SITE_URL. */
  messageIdDomain: string;
}

const SUBJECT_NAME_MAX = 80;

const projectLabel = (value: string) => PROJECT_TYPES.find((type) => type.value === value)?.label ?? singleLine(value);

/**
 * The visitor's address is only Reply-To: nothing they typed decides where the mail goes. Headers are cleaned here
 * too, not trusting the store; the enquiry's own Message-ID makes a repeated delivery the same message.
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
