import { REVIEW_LINK_DAYS, type TestimonialRequest } from '@/content/model';
import { visibleText } from './clean';
import { secretOrNothing } from './files';
import { reviewPath } from './routes';
import { newInvitationId, signInvitation } from './token';

// The link is recorded under the file's lock before it is queued, so a second publish or instance finds it: one mail.

export interface StoredRequest {
  /** `request-` and the entry's id: one link per request, and the id of its mail. */
  id: string;
  receivedAt: string;
  name: string;
  company: string;
  email: string;
  film?: string;
  filmTitle?: string;
  link: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export type RequestReading =
  | { found: true; request: TestimonialRequest; filmTitle?: string }
  /** Not published (yet), or, with a problem, published but unusable. */
  | { found: false; problem?: string };

export interface RequestServices {
  read(entryId: string): Promise<RequestReading>;
  store: {
    appendRecordUnless(record: StoredRequest, isThere: () => Promise<boolean>): Promise<StoredRequest | undefined>;
  };
  recorded(id: string): Promise<boolean>;
  /** Absent when the site has no mail server. */
  outbox?: { add(record: StoredRequest): Promise<unknown> };
  secret(): Promise<string>;
  siteUrl: string;
  now?: () => Date;
}

export interface RequestOutcome {
  status: number;
  message: string;
}

/** Contentful's entry ids; anything else never names a request. */
const ENTRY_ID = /^[A-Za-z0-9_-]{1,64}$/;

export const requestRecordId = (entryId: string) => `request-${entryId}`;

export async function inviteForRequest(entryId: string, services: RequestServices): Promise<RequestOutcome> {
  if (!ENTRY_ID.test(entryId)) return { status: 400, message: 'The entry id is not one Contentful gives.' };
  if (!services.outbox) {
    return {
      status: 503,
      message:
        'The site has no mail server (SMTP_URL, SMTP_TO, SMTP_FROM), so no link was sent; publish the request again once it has one.',
    };
  }
  const id = requestRecordId(entryId);
  const sentBefore = { status: 200, message: 'The link of this request was sent before; it is not sent again.' };
  let reading: RequestReading;
  try {
    if (await services.recorded(id)) return sentBefore;
    reading = await services.read(entryId);
  } catch (error) {
    console.error(`[reviews] could not read the testimonial request ${entryId}`, error);
    return { status: 503, message: 'The request could not be read; publish it again in a minute.' };
  }
  if (!reading.found) {
    return reading.problem
      ? { status: 422, message: `No link was sent. ${reading.problem}` }
      : { status: 503, message: 'The request is not readable as published yet; publish it again in a minute.' };
  }
  const secret = await secretOrNothing(services.secret);
  if (!secret) return { status: 503, message: 'The site’s review link secret cannot be read, so no link was sent.' };

  const { request, filmTitle } = reading;
  const now = services.now?.() ?? new Date();
  const expiresAt = now.getTime() + (request.days ?? REVIEW_LINK_DAYS.usual) * 86_400_000;
  const name = visibleText(request.name);
  const company = visibleText(request.company);
  if (!name || !company) return { status: 422, message: 'No link was sent: the name and company need visible letters.' };
  const token = signInvitation({ id: newInvitationId(), name, company, film: request.projectSlug, expiresAt }, secret);
  const record: StoredRequest = {
    id,
    receivedAt: now.toISOString(),
    name,
    company,
    email: request.email,
    ...(request.projectSlug ? { film: request.projectSlug } : {}),
    ...(filmTitle ? { filmTitle } : {}),
    link: `${services.siteUrl.replace(/\/+$/, '')}${reviewPath(token)}`,
    expiresAt,
  };
  let stored: StoredRequest | undefined;
  try {
    stored = await services.store.appendRecordUnless(record, () => services.recorded(id));
  } catch (error) {
    console.error(`[reviews] could not record the link of testimonial request ${entryId}`, error);
    return { status: 503, message: 'The link could not be recorded, so it was not sent; publish the request again.' };
  }
  if (!stored) return sentBefore;
  // Once recorded, the outbox finds it even if queuing fails here (it reads the records at every check).
  await services.outbox
    .add(stored)
    .catch((error) => console.error(`[reviews] could not queue the link of testimonial request ${entryId}`, error));
  return { status: 200, message: `The review link is being mailed to ${request.email}, with a copy to you.` };
}
