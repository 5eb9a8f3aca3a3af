import 'server-only';
import { site } from '@/content/site';
import { clientAddress } from '@/lib/contact/client-address';
import type { EnquiryLimiter } from '@/lib/contact/rate-limit';
import { readFormBody } from '@/lib/contact/read-form-body';
import { crossSiteRefusal, receiverResponse, type ReceiverPageInput } from '@/lib/contact/receiver-page';
import { secretOrNothing } from './files';
import { checkReview, REVIEW_FIELDS, reviewInputFromForm, storedReview, type ReviewInput, type StoredReview } from './review';
import { REVIEW_SENT_PATH, reviewPath } from './routes';
import { readInvitation } from './token';

/** A review is a few hundred characters; the form's whole body stays far below this. */
export const MAX_REVIEW_BYTES = 16 * 1024;

const HOME = { href: '/', label: `Go to the ${site.name} home page` };

export interface ReviewReceiverOptions {
  /** Stores the review unless `received` says, under the store's lock across processes, that its link brought one. */
  store: {
    appendRecordUnless(record: StoredReview, isThere: () => Promise<boolean>): Promise<StoredReview | undefined>;
  };
  received(id: string): Promise<boolean>;
  secret(): Promise<string>;
  outbox?: { add(review: StoredReview): Promise<unknown> };
  /** The review form's own budget: posts here never use up the contact form's. */
  limiter?: EnquiryLimiter;
  trustedProxies?: number;
  /** The site's public origins (SITE_URL): a post from a page elsewhere is refused. */
  siteOrigins?: readonly string[];
  now?: () => Date;
}

export async function receiveReview(request: Request, options: ReviewReceiverOptions): Promise<Response> {
  const { limiter, trustedProxies = 0, now = () => new Date() } = options;
  // Before anything is read or counted: another site's page can neither send a review nor use up a visitor's budget.
  const crossSite = crossSiteRefusal(request, options.siteOrigins, {
    intro:
      'For your safety, this site only takes testimonials from the page of your review link, so nothing has been sent. Please open the link you were sent and write your words there.',
    back: HOME,
  });
  if (crossSite) return crossSite;
  const body = await readFormBody(request, MAX_REVIEW_BYTES);
  const input = body.ok ? reviewInputFromForm(body.form) : undefined;

  // Every post counts, as on the contact form, so nobody can try links or texts past the limit.
  const verdict = limiter ? await limiter.take(clientAddress(request.headers, trustedProxies)) : { allowed: true as const };
  if (!verdict.allowed) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    return page(
      429,
      {
        title: 'Please try again a little later',
        intro: `This site has just received several forms from your connection, so your words have not been sent yet. Please send them again in ${Math.ceil(seconds / 60)} minute(s).`,
        ...echo(input),
      },
      { 'Retry-After': String(seconds) },
    );
  }
  if (!body.ok) {
    return body.reason === 'too-large'
      ? page(413, {
          title: 'Your words are too long',
          intro: 'The form was larger than this site accepts. Please shorten your words and try again.',
        })
      : page(body.reason === 'unsupported-type' ? 415 : 400, {
          title: 'This form could not be read',
          intro: 'Please use the link you were sent.',
        });
  }

  const token = body.form.get(REVIEW_FIELDS.token);
  const secret = await secretOrNothing(options.secret);
  if (!secret) {
    return page(503, {
      title: 'This link cannot be checked',
      intro: `Something is wrong on this site, so your words have not been sent. Please e-mail ${site.email} for a new link; you can paste them in.`,
      ...echo(input),
    });
  }
  const reading = readInvitation(typeof token === 'string' ? token : '', secret, now().getTime());
  if (!reading.ok) {
    return page(reading.reason === 'expired' ? 410 : 403, {
      title: reading.reason === 'expired' ? 'This link has expired' : 'This link does not work',
      intro: `Your words have not been sent. Please e-mail ${site.email} for a new link; you can paste them in.`,
      ...echo(input),
    });
  }
  const back = { href: reviewPath(token as string), label: 'Back to the form' };
  const checked = checkReview(input!);
  if (!checked.ok) {
    return page(400, {
      title: 'Please check your testimonial',
      intro: 'It has not been sent yet. Please go back to the form and correct the following:',
      messages: checked.messages,
      ...echo(input),
      back,
    });
  }

  const { invitation } = reading;
  let stored: StoredReview | undefined;
  try {
    stored = await options.store.appendRecordUnless(storedReview(invitation, checked.review, now()), () =>
      options.received(invitation.id),
    );
  } catch (error) {
    console.error('[reviews] could not store a review', error);
    return page(
      503,
      {
        title: 'Your testimonial could not be sent',
        intro: `Something went wrong on this site and your words were not saved. Please try again in a moment, or e-mail them to ${site.email}.`,
        ...echo(input),
        back,
      },
      { 'Retry-After': '60' },
    );
  }
  if (!stored) {
    return page(409, {
      title: 'This link has been used',
      intro: `A testimonial was already sent with this link, so this one has not been kept. If you would like to change it, please e-mail ${site.email}.`,
      ...echo(input),
    });
  }
  await options.outbox
    ?.add(stored)
    .catch((error) => console.error('[reviews] could not queue the mail of a stored review', error));
  return new Response(null, { status: 303, headers: { Location: REVIEW_SENT_PATH, 'Cache-Control': 'no-store' } });
}

function echo(input: ReviewInput | undefined) {
  if (!input) return {};
  return {
    message: input.quote,
    details: [
      { label: 'Role', value: input.role },
      { label: 'Company', value: input.company },
    ],
  };
}

const page = (status: number, content: ReceiverPageInput, headers?: Record<string, string>) =>
  receiverResponse(status, { back: HOME, ...content }, headers);
