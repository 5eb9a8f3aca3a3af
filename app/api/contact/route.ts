import { receiveEnquiry } from '@/lib/contact/receiver';
import { contactReceiverServices } from '@/lib/contact/receiver-services';

export function POST(request: Request): Promise<Response> {
  return receiveEnquiry(request, contactReceiverServices());
}
