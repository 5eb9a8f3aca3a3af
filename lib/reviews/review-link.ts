import 'server-only';
import { env } from '@/lib/env';
import { reviewFiles, reviewSecret, secretOrNothing } from './files';
import { reviewReceived } from './review';
import { readInvitation, type Invitation } from './token';

export const siteReviewFiles = () => reviewFiles(env.CONTACT_ENQUIRIES_FILE);
export const siteReviewSecret = () => reviewSecret(env.REVIEW_SECRET, siteReviewFiles().secret);

/** The invitation a review link holds while it can still take its testimonial; nothing for a dead link or secret. */
export async function openReviewLink(token: string): Promise<Invitation | undefined> {
  const secret = await secretOrNothing(siteReviewSecret);
  const reading = secret ? readInvitation(token, secret) : undefined;
  if (!reading?.ok || (await reviewReceived(siteReviewFiles().reviews, reading.invitation.id))) return undefined;
  return reading.invitation;
}
