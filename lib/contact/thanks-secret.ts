import 'server-only';
import { env } from '@/lib/env';
import { reviewFiles, reviewSecret } from '@/lib/reviews/files';
import { openThanks } from './thanks';

/** The secret that signs review links also seals the name on the confirmation: one secret for the site's links. */
export const siteLinkSecret = () => reviewSecret(env.REVIEW_SECRET, reviewFiles(env.CONTACT_ENQUIRIES_FILE).secret);

export async function thanksName(token: string | string[] | undefined): Promise<string | undefined> {
  if (typeof token !== 'string') return undefined;
  try {
    return openThanks(token, await siteLinkSecret());
  } catch (error) {
    console.error('[contact] could not read the link secret for the confirmation', error);
    return undefined;
  }
}
