import 'server-only';
import { projects } from '@/content/projects';
import { enquiryStoreFor, type StoredEnquiry } from '@/lib/contact/enquiry-store';
import { smtpDelivery } from '@/lib/contact/mail-transport';
import { Outbox, outboxDirFor, type PendingMail } from '@/lib/contact/outbox';
import { siteFormRules } from '@/lib/contact/receiver-services';
import { managementClient } from '@/lib/contentful/management-client.mjs';
import { env } from '@/lib/env';
import { reviewSecretProblem } from './files';
import type { ReviewReceiverOptions } from './receiver';
import { reviewReceived, type StoredReview } from './review';
import { draftNoteFor, type DraftNote } from './review-drafts';
import { siteReviewFiles, siteReviewSecret } from './review-link';
import { reviewMail } from './review-mail';
import type { DraftClient } from './testimonial-entry';

const SERVICES = Symbol.for('kestrel.reviews.receiverServices');

/** Stored and mailed like an enquiry, but with an outbox and a rate-limit count of its own. */
export function reviewReceiverServices(): ReviewReceiverOptions {
  const state = globalThis as { [SERVICES]?: ReviewReceiverOptions };
  if (state[SERVICES]) return state[SERVICES];
  const files = siteReviewFiles();
  const outbox = reviewOutbox(files.reviews);
  state[SERVICES] = {
    store: enquiryStoreFor(files.reviews),
    received: (id) => reviewReceived(files.reviews, id),
    secret: siteReviewSecret,
    // The outbox keeps any stored record with an id and a time; it calls each an enquiry.
    outbox: outbox && { add: (review) => outbox.add(review as unknown as StoredEnquiry) },
    ...siteFormRules('review'),
  };
  return state[SERVICES];
}

const OUTBOX = Symbol.for('kestrel.reviews.outbox');

function reviewOutbox(file: string): Outbox | undefined {
  if (!env.SMTP_URL || !env.SMTP_TO || !env.SMTP_FROM) return undefined;
  const state = globalThis as { [OUTBOX]?: Outbox };
  const settings = { to: env.SMTP_TO, from: env.SMTP_FROM, messageIdDomain: new URL(env.SITE_URL).hostname };
  const drafts = new Map<string, DraftNote>();
  const compose = (mail: PendingMail) => {
    const review = mail.enquiry as unknown as StoredReview;
    return reviewMail(review, settings, projects.find((project) => project.slug === review.film)?.title, drafts.get(mail.id));
  };
  const smtp = smtpDelivery({ url: env.SMTP_URL, timeoutMs: env.SMTP_TIMEOUT_MS, ...settings, compose });
  const space = env.CONTENTFUL_SPACE_ID && { spaceId: env.CONTENTFUL_SPACE_ID, environmentId: env.CONTENTFUL_ENVIRONMENT };
  const client =
    space && env.CONTENTFUL_MANAGEMENT_TOKEN
      ? (managementClient({
          accessToken: env.CONTENTFUL_MANAGEMENT_TOKEN,
          ...space,
          host: env.CONTENTFUL_MANAGEMENT_HOST,
        }) as unknown as DraftClient)
      : undefined;
  state[OUTBOX] ??= new Outbox({
    dir: outboxDirFor(file),
    storeFile: file,
    // Made by the outbox's owner as the mail goes, so the mail tells how it went; a retry finds the draft by its id.
    deliver: async (mail, handOver) => {
      if (space) drafts.set(mail.id, await draftNoteFor(mail.enquiry as unknown as StoredReview, space, client));
      try {
        await smtp.deliver(mail, handOver);
      } finally {
        drafts.delete(mail.id);
      }
    },
    retryMs: env.SMTP_RETRY_MS,
    retryMaxMs: env.SMTP_RETRY_MAX_MS,
  });
  return state[OUTBOX];
}

/** At start: a damaged link secret, said once; mails of reviews an earlier run stored but did not send. */
export async function startReviewReceiver(): Promise<void> {
  const problem = await reviewSecretProblem(env.REVIEW_SECRET, siteReviewFiles().secret);
  if (problem) console.error(`[reviews] ${problem}`);
  const outbox = reviewOutbox(siteReviewFiles().reviews);
  await outbox?.start().catch((error) => console.error('[reviews] could not read the mail outbox', error));
}
