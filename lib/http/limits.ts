import { CONTACT_RECEIVER_PATH } from '../contact-routes';

export const MAX_ENQUIRY_BYTES = 64 * 1024;
/** Contentful's webhook carries the whole entry, and an entry may hold up to 2 MB. */
const MAX_WEBHOOK_BYTES = 2 * 1024 * 1024;
const MAX_OTHER_BYTES = 16 * 1024;

export function requestBodyLimit(pathname: string): number {
  const path = pathname.replace(/\/+$/, '');
  if (path === CONTACT_RECEIVER_PATH) return MAX_ENQUIRY_BYTES;
  if (path === '/api/revalidate') return MAX_WEBHOOK_BYTES;
  return MAX_OTHER_BYTES;
}
