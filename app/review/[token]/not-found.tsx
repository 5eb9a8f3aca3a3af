import { ReviewLinkNotFound, reviewLinkNotFoundMetadata } from '@/components/reviews/review-link-not-found';

export const metadata = reviewLinkNotFoundMetadata;

export default ReviewLinkNotFound;
