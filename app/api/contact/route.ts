import { receiveEnquiry } from '@/lib/contact/receiver';
import { contactReceiverServices } from '@/lib/contact/receiver-services';

/** The built-in receiver of the contact form (used when CONTACT_FORM_ACTION is not set). */
export function POST(request: Request): Promise<Response> {
  return receiveEnquiry(request, contactReceiverServices());
}
