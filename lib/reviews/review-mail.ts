import type { SendMailOptions } from 'nodemailer';
import { site } from '@/content/site';
import { literal, mailTable, type MailSettings } from '@/lib/contact/enquiry-mail';
import { escapeHtml } from '@/lib/escape-html';
import type { StoredReview } from './review';

export function reviewMail(review: StoredReview, settings: MailSettings, filmTitle?: string): SendMailOptions {
  const received = new Date(review.receivedAt);
  const rows: [string, string][] = [
    ['Name', review.name],
    ['Role', review.role],
    ['Company', review.company],
    ...(review.film ? [['Film', filmTitle ? `${filmTitle} (${review.film})` : review.film] as [string, string]] : []),
    ['Consent', `yes: “${review.consentText}”`],
    [
      'Received',
      `${received.toLocaleString('en-GB', { timeZone: 'Europe/London', dateStyle: 'full', timeStyle: 'short' })} (UK time, ${review.receivedAt})`,
    ],
    ['Review id', review.id],
  ];
  const next = `It is not on the site yet. Run \`npm run reviews\` to list it (with Contentful's Management API set up, that makes it a draft Testimonial to publish), or \`npm run reviews -- export ${review.id}\` for the entry of content/testimonials.ts.`;
  return {
    from: { name: `${site.name} website`, address: settings.from },
    to: settings.to,
    subject: `Testimonial from ${literal(review.name).slice(0, 80)} (${literal(review.company).slice(0, 80)})`,
    messageId: `<review-${review.id}@${settings.messageIdDomain}>`,
    date: received,
    text: [
      `A client sent a testimonial through their review link.`,
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      '',
      'Their words:',
      review.quote,
      '',
      next,
      '',
    ].join('\n'),
    html: [
      '<p>A client sent a testimonial through their review link.</p>',
      ...mailTable(rows),
      '<h2>Their words</h2>',
      `<p style="white-space:pre-wrap">${escapeHtml(review.quote)}</p>`,
      `<p>${escapeHtml(next)}</p>`,
    ].join('\n'),
  };
}
