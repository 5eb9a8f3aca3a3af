import 'server-only';
import { ENQUIRY_FIELDS, HONEYPOT_FIELD, enquiryInputFromFormData } from './enquiry-fields';
import { validateEnquiry } from './enquiry-schema';
import type { EnquiryStore } from './enquiry-store';
import { readFormBody } from './read-form-body';
import { receiverPage } from './receiver-page';
import { CONTACT_SUCCESS_PATH } from './routes';

/** Generous for four short fields; a longer body is refused with 413 before it is buffered. */
export const MAX_ENQUIRY_BYTES = 64 * 1024;

interface ReceiverOptions {
  store: Pick<EnquiryStore, 'append'>;
  maxBytes?: number;
  now?: () => Date;
}

/**
 * The built-in receiver used when no external form service is configured. It takes the
 * same native form post the external service would, and answers like it: a 303 to the
 * confirmation. `_next` is deliberately ignored, so the receiver can never be used to
 * redirect anywhere but this site's own confirmation (no open redirect).
 */
export async function receiveEnquiry(
  request: Request,
  { store, maxBytes = MAX_ENQUIRY_BYTES, now = () => new Date() }: ReceiverOptions,
): Promise<Response> {
  const body = await readFormBody(request, maxBytes);
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

  // Bots fill every field; people never see this one. Answer as if it worked, keep nothing.
  const honeypot = body.form.get(HONEYPOT_FIELD);
  if (honeypot !== null && honeypot !== '') return success();

  const input = enquiryInputFromFormData(body.form);
  const result = validateEnquiry(input);
  if (!result.success) {
    const messages = ENQUIRY_FIELDS.flatMap((field) => result.errors[field] ?? []);
    return html(400, {
      title: 'Please check your enquiry',
      intro: 'Your enquiry has not been sent yet. Please go back to the form and correct the following:',
      messages,
      message: input.message,
    });
  }

  try {
    await store.append(result.data, now());
  } catch (error) {
    console.error('[contact] could not store an enquiry', error);
    return html(500, {
      title: 'Your message could not be sent',
      intro:
        'Something went wrong on this site and your enquiry was not saved. Please try again in a moment, or send it by e-mail.',
      message: input.message,
    });
  }
  return success();
}

function success(): Response {
  // A relative Location always means this site's own origin, whatever host served the post.
  return new Response(null, { status: 303, headers: { Location: CONTACT_SUCCESS_PATH, 'Cache-Control': 'no-store' } });
}

function html(status: number, page: Parameters<typeof receiverPage>[0]): Response {
  return new Response(receiverPage(page), {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}
