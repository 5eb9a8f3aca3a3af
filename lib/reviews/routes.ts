export const REVIEW_RECEIVER_PATH = '/api/review';
export const REVIEW_SENT_PATH = '/review/thanks';

export const reviewPath = (token: string) => `/review/${encodeURIComponent(token)}`;
