import 'server-only';
import { testimonialRequestContentType, testimonialRequestSchema } from '@/content/model';
import { enquiryStoreFor, hasRecord, type EnquiryStore, type StoredEnquiry } from '@/lib/contact/enquiry-store';
import { smtpDelivery } from '@/lib/contact/mail-transport';
import { Outbox, outboxDirFor, type PendingMail } from '@/lib/contact/outbox';
import { fetchEntryById, isContentfulConfigured } from '@/lib/contentful/client';
import { contentTypeOf, readEntries } from '@/lib/contentful/entries';
import { asEntity } from '@/lib/contentful/resolve';
import { env } from '@/lib/env';
import { invitationMail } from './invitation-mail';
import { siteReviewFiles, siteReviewSecret } from './review-link';
import { type RequestReading, type RequestServices, type StoredRequest } from './review-request';

const OUTBOX = Symbol.for('kestrel.reviews.requestOutbox');

/** The site's own, or, given a store and an outbox of their own, those of another instance over the same folder. */
export function reviewRequestServices({ store, outbox }: { store?: EnquiryStore; outbox?: Outbox } = {}): RequestServices {
  const file = siteReviewFiles().requests;
  const queue = outbox ?? siteRequestOutbox(file);
  return {
    read: readPublishedRequest,
    store: store ?? enquiryStoreFor(file),
    recorded: (id) => hasRecord(file, id),
    // The outbox keeps any stored record with an id and a time; it calls each an enquiry.
    outbox: queue && { add: (record) => queue.add(record as unknown as StoredEnquiry) },
    secret: siteReviewSecret,
    siteUrl: env.SITE_URL,
  };
}

/** The request as the Delivery API has it published, and the title of its film (linked, so included). */
async function readPublishedRequest(entryId: string): Promise<RequestReading> {
  if (!isContentfulConfigured()) {
    return { found: false, problem: 'The site reads nothing from Contentful (CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN).' };
  }
  const collection = await fetchEntryById('delivery', entryId);
  const { items, problems } = readEntries(testimonialRequestContentType, testimonialRequestSchema, collection);
  if (problems.length) return { found: false, problem: problems.join(' ') };
  const request = items[0];
  if (!request) return { found: false };
  const film = (collection.includes?.Entry ?? [])
    .map(asEntity)
    .find((entity) => entity && contentTypeOf(entity) === 'project' && entity.fields.slug === request.projectSlug);
  const filmTitle = typeof film?.fields.title === 'string' ? film.fields.title : undefined;
  return { found: true, request, ...(request.projectSlug && filmTitle ? { filmTitle } : {}) };
}

function siteRequestOutbox(file: string): Outbox | undefined {
  const state = globalThis as { [OUTBOX]?: Outbox };
  state[OUTBOX] ??= newRequestOutbox(file);
  return state[OUTBOX];
}

/** The outbox of the links, mailing them to the clients with a copy to the owner; none without a mail server. */
export function newRequestOutbox(file: string): Outbox | undefined {
  if (!env.SMTP_URL || !env.SMTP_TO || !env.SMTP_FROM) return undefined;
  const settings = { to: env.SMTP_TO, from: env.SMTP_FROM, messageIdDomain: new URL(env.SITE_URL).hostname };
  const compose = (mail: PendingMail) => {
    const record = mail.enquiry as unknown as StoredRequest;
    return invitationMail({
      ...record,
      to: record.email,
      from: settings.from,
      replyTo: settings.to,
      bcc: settings.to,
      messageId: `<${record.id}@${settings.messageIdDomain}>`,
    });
  };
  return new Outbox({
    dir: outboxDirFor(file),
    storeFile: file,
    deliver: smtpDelivery({ url: env.SMTP_URL, timeoutMs: env.SMTP_TIMEOUT_MS, ...settings, compose }).deliver,
    retryMs: env.SMTP_RETRY_MS,
    retryMaxMs: env.SMTP_RETRY_MAX_MS,
  });
}

export async function startReviewRequests(): Promise<void> {
  await siteRequestOutbox(siteReviewFiles().requests)
    ?.start()
    .catch((error) => console.error('[reviews] could not read the outbox of review links', error));
}
