import { testimonialContentType, testimonialSchema } from '../../content/contentful-types';
import { entryFieldsOf } from '../../content/fields';
import type { Testimonial } from '../../content/model';
import type { StoredReview } from './review';

// Plain Node: `npm run reviews` uses it.

function nameSlug(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 50).replace(/-+$/, '') || 'client';
}

export function testimonialOf(review: StoredReview): Testimonial {
  return testimonialSchema.parse({
    // The link's id keeps two clients of one name apart.
    slug: `${nameSlug(review.name)}-${review.id.slice(0, 6)}`,
    name: review.name,
    title: review.role,
    company: review.company,
    quote: review.quote,
    rating: 5,
    date: review.receivedAt.slice(0, 10),
    ...(review.film ? { projectSlug: review.film } : {}),
    verified: true,
    consent: `${review.consentText} Ticked on ${review.receivedAt} through review link ${review.id}.`,
  });
}

/** The entry to paste into the list of content/testimonials.ts. */
export function testimonialSource(testimonial: Testimonial): string {
  const lines = Object.entries(testimonial).map(([key, value]) => `    ${key}: ${JSON.stringify(value)},`);
  return `  {\n${lines.join('\n')}\n  },\n`;
}

export interface DraftClient {
  entry: {
    get(params: { entryId: string }): Promise<unknown>;
    getMany(params: { query: Record<string, string | number> }): Promise<{ items: { sys: { id: string } }[] }>;
    createWithId(
      params: { contentTypeId: string; entryId: string },
      data: { fields: Record<string, Record<string, unknown>> },
    ): Promise<{ sys: { id: string } }>;
  };
  locale: { getMany(params: Record<string, never>): Promise<{ items: { code: string; default?: boolean }[] }> };
}

const isNotFound = (error: unknown) => {
  const { name, status, message } = (error ?? {}) as { name?: string; status?: number; message?: string };
  return name === 'NotFound' || status === 404 || /"status":\s*404/.test(String(message ?? ''));
};

const isConflict = (error: unknown) => {
  const { name, status, message } = (error ?? {}) as { name?: string; status?: number; message?: string };
  return name === 'VersionMismatch' || status === 409 || /"status":\s*409/.test(String(message ?? ''));
};

export const draftEntryId = (review: StoredReview) => `review-${review.id}`;

export function testimonialPasteLines(review: StoredReview): string[] {
  const testimonial = testimonialOf(review) as Record<string, unknown>;
  return Object.entries(testimonialContentType.fields).flatMap(([key, field]) => {
    const value = testimonial[key];
    const label = field.contentful[0]?.name;
    if (value === undefined || !label) return [];
    const shown = key === 'projectSlug' ? `the film ${String(value)}` : value === true ? 'Yes' : String(value);
    return [`${label}: ${shown}`];
  });
}

/** Its id is the review's, so a second run finds the draft instead of making another. */
export async function draftTestimonial(client: DraftClient, review: StoredReview): Promise<'created' | 'exists'> {
  const entryId = draftEntryId(review);
  try {
    await client.entry.get({ entryId });
    return 'exists';
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  const { items: locales } = await client.locale.getMany({});
  const locale = (locales.find((item) => item.default) ?? locales[0])?.code ?? 'en-US';
  const testimonial = testimonialOf(review);
  let filmId: string | undefined;
  if (testimonial.projectSlug) {
    const { items } = await client.entry.getMany({
      query: { content_type: 'project', 'fields.slug': testimonial.projectSlug, limit: 1 },
    });
    filmId = items[0]?.sys.id;
  }
  const fields = entryFieldsOf(testimonialContentType, testimonial, {
    asset: () => undefined,
    entry: (contentType, slug) =>
      filmId && slug === testimonial.projectSlug ? { sys: { type: 'Link', linkType: 'Entry', id: filmId } } : undefined,
  });
  const localised = Object.fromEntries(
    Object.entries(fields)
      .filter(([, value]) => value !== undefined)
      .map(([key, value]) => [key, { [locale]: value }]),
  );
  try {
    await client.entry.createWithId({ contentTypeId: testimonialContentType.id, entryId }, { fields: localised });
  } catch (error) {
    // Another process made it between the look and the making: the id is the review's, so that is this draft.
    if (isConflict(error)) return 'exists';
    throw error;
  }
  return 'created';
}
