import type { SendMailOptions } from 'nodemailer';
import { site } from '@/content/site';
import { literal, mailTable, type MailSettings } from '@/lib/contact/enquiry-mail';
import { escapeHtml } from '@/lib/escape-html';
import type { StoredReview } from './review';
import type { DraftNote } from './review-drafts';
import { testimonialPasteLines } from './testimonial-entry';

/** What the owner does next: publish the draft the site made, paste the words into Contentful, or run the command. */
function nextSteps(review: StoredReview, draft: DraftNote | undefined): string[] {
  const paste = (url: string) => [
    '',
    'To put it on the site, add a Testimonial in Contentful with these fields:',
    url,
    '',
    ...testimonialPasteLines(review),
  ];
  if (draft?.state === 'made')
    return [
      'It is a draft Testimonial in Contentful, linked to its film, verified and with their consent: read it there and publish it.',
      draft.url,
    ];
  if (draft?.state === 'failed')
    return [
      `It could not be made a draft Testimonial in Contentful (${draft.error}); \`npm run reviews\` tries again.`,
      ...paste(draft.url),
    ];
  if (draft?.state === 'paste') return ['It is not on the site yet.', ...paste(draft.url)];
  return [
    `It is not on the site yet. Run \`npm run reviews\` to list it (with Contentful's Management API set up, that makes it a draft Testimonial to publish), or \`npm run reviews -- export ${review.id}\` for the entry of content/testimonials.ts.`,
  ];
}

export function reviewMail(review: StoredReview, settings: MailSettings, filmTitle?: string, draft?: DraftNote): SendMailOptions {
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
  const next = nextSteps(review, draft);
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
      ...next,
      '',
    ].join('\n'),
    html: [
      '<p>A client sent a testimonial through their review link.</p>',
      ...mailTable(rows),
      '<h2>Their words</h2>',
      `<p style="white-space:pre-wrap">${escapeHtml(review.quote)}</p>`,
      `<p style="white-space:pre-wrap">${escapeHtml(next.join('\n'))}</p>`,
    ].join('\n'),
  };
}
