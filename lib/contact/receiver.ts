import 'server-only';
import type { LocationOption, ProjectTypeOption } from '../../content/brief';
import { contactSuccessPath } from '../contact-routes';
import { MAX_ENQUIRY_BYTES } from '../http/limits';
import { estimatePrice, type PriceTable } from '../pricing';
import { briefKey } from './brief-key';
import { briefDetails } from './brief-text';
import { cleanEnquiryFields } from './clean-text';
import { clientAddress } from './client-address';
import {
  BRIEF_FIELDS,
  ENQUIRY_FIELDS,
  enquiryInputFromFormData,
  FROM_FIELD,
  HONEYPOT_FIELD,
  type BriefInput,
  type EnquiryField,
} from './enquiry-fields';
import { validateEnquiry } from './enquiry-schema';
import { enquirySource, type SourceContent } from './enquiry-source';
import type { EnquiryContext, EnquiryStore, StoredEnquiry } from './enquiry-store';
import type { EnquiryLimiter } from './rate-limit';
import { readFormBody } from './read-form-body';
import { crossSiteRefusal, receiverResponse } from './receiver-page';
import { firstNameOf, sealThanks } from './thanks';

export { MAX_ENQUIRY_BYTES };

export interface ReceiverOptions {
  store: Pick<EnquiryStore, 'append'>;
  outbox?: { add(enquiry: StoredEnquiry): Promise<unknown> };
  limiter?: EnquiryLimiter;
  trustedProxies?: number;
  maxBytes?: number;
  now?: () => Date;
  projectTypes?: readonly ProjectTypeOption[];
  brief?: BriefSettings;
  siteOrigins?: readonly string[];
  thanksSecret?: () => Promise<string>;
}

export interface BriefSettings {
  locations: readonly LocationOption[];
  priceTable?: () => Promise<PriceTable | undefined>;
  origins: readonly string[];
  content: SourceContent | (() => Promise<SourceContent>);
  isBriefKey?: (key: string) => boolean;
}

// Answers like the external service (a 303 to the confirmation) but ignores `_next`: no open redirect.
export async function receiveEnquiry(request: Request, options: ReceiverOptions): Promise<Response> {
  const { store, outbox, limiter, trustedProxies = 0, maxBytes = MAX_ENQUIRY_BYTES, now = () => new Date(), brief } = options;
  // Before anything is read or counted: another site's page cannot send an enquiry in a visitor's name.
  const crossSite = crossSiteRefusal(request, options.siteOrigins, {
    intro:
      'For your safety, this site only accepts enquiries from its own contact form, so nothing has been sent. Please write your message on the contact page.',
  });
  if (crossSite) return crossSite;
  const body = await readFormBody(request, maxBytes);
  // The connection is gone (the server guard answered 408 and logged it): nothing to count or answer.
  if (!body.ok && body.reason === 'cut-short') return new Response(null, { status: 408 });

  // Every post counts, whatever it holds, so a sender cannot probe past the limit.
  const verdict = limiter ? await limiter.take(clientAddress(request.headers, trustedProxies)) : { allowed: true as const };
  if (!verdict.allowed) {
    const input = body.ok ? cleanEnquiryFields(enquiryInputFromFormData(body.form)) : undefined;
    return tooManyEnquiries(verdict.retryAfterMs, now(), input, options);
  }

  if (!body.ok) {
    if (body.reason === 'too-large') {
      return html(413, {
        title: 'Your message is too long',
        intro:
          'The form could not be sent because it was larger than this site accepts. Please shorten your message and try again.',
      });
    }
    if (body.reason === 'unsupported-type') {
      return html(415, { title: 'This form could not be read', intro: 'Please send your enquiry using the contact form.' });
    }
    return html(400, { title: 'This form could not be read', intro: 'Please send your enquiry using the contact form.' });
  }

  // Honeypot: answer as if it worked, keep nothing. Any filled copy of a repeated name counts.
  if (body.form.getAll(HONEYPOT_FIELD).some((value) => value !== '')) return success();

  const input = cleanEnquiryFields(enquiryInputFromFormData(body.form));
  const result = validateEnquiry(input, {
    projectTypes: options.projectTypes?.map((type) => type.value),
    locations: brief?.locations.map((location) => location.value),
  });
  if (!result.success) {
    const messages = [...ENQUIRY_FIELDS, ...BRIEF_FIELDS].flatMap((field) => result.errors[field] ?? []);
    return html(400, {
      title: 'Please check your enquiry',
      intro: 'Your enquiry has not been sent yet. Please go back to the form and correct the following:',
      messages,
      message: input.message,
      details: details(input, options),
    });
  }

  const context: EnquiryContext = brief ? await sourceOf(request, body.form, brief) : {};
  const estimate = estimatePrice(result.data, await brief?.priceTable?.());
  if (estimate) Object.assign(context, { priceLow: estimate.low, priceHigh: estimate.high, priceReason: estimate.reason });

  let stored: StoredEnquiry;
  try {
    stored = await store.append({ ...result.data, ...context }, now());
  } catch (error) {
    console.error('[contact] could not store an enquiry', error);
    // A full disk or a busy file passes: 503 says so to the browser and to monitoring, with when to retry.
    return html(
      503,
      {
        title: 'Your message could not be sent',
        intro:
          'Something went wrong on this site and your enquiry was not saved. Please try again in a moment, or send it by e-mail.',
        message: input.message,
        details: details(input, options),
      },
      { 'Retry-After': '60' },
    );
  }
  if (outbox) {
    await outbox.add(stored).catch((error) => console.error('[contact] could not queue the mail of a stored enquiry', error));
  }
  const key = briefKey(result.data);
  return success(estimate || brief?.isBriefKey?.(key) ? key : undefined, await sealedFirstName(result.data.name, options));
}

async function sourceOf(request: Request, form: FormData, brief: BriefSettings): Promise<EnquiryContext> {
  const fromField = form.get(FROM_FIELD);
  try {
    return await enquirySource(
      {
        field: typeof fromField === 'string' ? fromField : undefined,
        referer: request.headers.get('referer'),
        origins: [...brief.origins, requestOrigin(request)],
      },
      typeof brief.content === 'function' ? await brief.content() : brief.content,
    );
  } catch (error) {
    // The enquiry matters more than where it came from: it is stored without its source.
    console.error('[contact] could not tell which page an enquiry came from', error);
    return {};
  }
}

async function sealedFirstName(name: string, { thanksSecret, now = () => new Date() }: ReceiverOptions) {
  const first = firstNameOf(name);
  if (!first || !thanksSecret) return undefined;
  try {
    return sealThanks(first, await thanksSecret(), now().getTime());
  } catch (error) {
    console.error('[contact] could not read the link secret for the confirmation', error);
    return undefined;
  }
}

function details(input: Record<EnquiryField, string> & BriefInput, { projectTypes, brief }: ReceiverOptions) {
  return [
    { label: 'Name', value: input.name },
    { label: 'Email', value: input.email },
    {
      label: 'Project type',
      value: projectTypes?.find((type) => type.value === input.projectType)?.label ?? input.projectType,
    },
    ...briefDetails(input, brief?.locations ?? []),
  ];
}

const UK_TIME = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', hour: '2-digit', minute: '2-digit' });

function tooManyEnquiries(
  retryAfterMs: number,
  at: Date,
  input: (Record<EnquiryField, string> & BriefInput) | undefined,
  options: ReceiverOptions,
): Response {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait = seconds < 60 ? `${seconds} seconds` : minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const when = UK_TIME.format(new Date(at.getTime() + seconds * 1000));
  const response = html(429, {
    title: 'Please try again a little later',
    intro: `This site has just received several enquiries from your connection, so this one has not been sent yet. Please send it again in ${wait} (after ${when} UK time).`,
    message: input?.message,
    details: input ? details(input, options) : [],
  });
  response.headers.set('Retry-After', String(seconds));
  return response;
}

function requestOrigin(request: Request): string {
  try {
    return new URL(request.url).origin;
  } catch {
    return '';
  }
}

function success(key?: string, thanks?: string): Response {
  // A relative Location always means this site's own origin, whatever host served the post.
  return new Response(null, {
    status: 303,
    headers: { Location: contactSuccessPath(key, thanks), 'Cache-Control': 'no-store' },
  });
}

const html = receiverResponse;
