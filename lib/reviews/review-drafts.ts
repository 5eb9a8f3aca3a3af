import { loggable, loggableLine } from '@/lib/contentful/loggable';
import type { StoredReview } from './review';
import { draftEntryId, draftTestimonial, type DraftClient } from './testimonial-entry';

// The site only ever makes drafts; without a Management token the owner's mail carries the review ready to paste.

export interface ContentfulSpace {
  spaceId: string;
  environmentId: string;
}

export type DraftNote =
  { state: 'made'; url: string } | { state: 'failed'; url: string; error: string } | { state: 'paste'; url: string };

const spaceUrl = ({ spaceId, environmentId }: ContentfulSpace) =>
  `https://app.contentful.com/spaces/${encodeURIComponent(spaceId)}/environments/${encodeURIComponent(environmentId)}`;

export const draftUrl = (space: ContentfulSpace, review: StoredReview) =>
  `${spaceUrl(space)}/entries/${encodeURIComponent(draftEntryId(review))}`;

export const entriesUrl = (space: ContentfulSpace) => `${spaceUrl(space)}/entries`;

/** Makes the review a draft Testimonial when there is a client (a Management token); never throws. */
export async function draftNoteFor(review: StoredReview, space: ContentfulSpace, client?: DraftClient): Promise<DraftNote> {
  if (!client) return { state: 'paste', url: entriesUrl(space) };
  try {
    await draftTestimonial(client, review);
    return { state: 'made', url: draftUrl(space, review) };
  } catch (error) {
    const reason = loggable(error);
    console.error(`[reviews] could not make review ${review.id} a draft Testimonial in Contentful`, reason);
    return { state: 'failed', url: entriesUrl(space), error: loggableLine(reason) };
  }
}
