import { enquiryStoreFor } from '@/lib/contact/enquiry-store';
import { receiveEnquiry } from '@/lib/contact/receiver';
import { env } from '@/lib/env';

/** The built-in receiver of the contact form (used when CONTACT_FORM_ACTION is not set). */
export function POST(request: Request): Promise<Response> {
  return receiveEnquiry(request, { store: enquiryStoreFor(env.CONTACT_ENQUIRIES_FILE) });
}
