import { receiveReview } from '@/lib/reviews/receiver';
import { reviewReceiverServices } from '@/lib/reviews/review-services';

export function POST(request: Request): Promise<Response> {
  return receiveReview(request, reviewReceiverServices());
}
