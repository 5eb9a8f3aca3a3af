import type { FixtureEntry } from './contentful-fixtures';

// Generated posts for an archive of any size: the tests of the blog's pages and the archive cost
// script (scripts/archive-cost.mjs) fill a space of the Contentful stand-in with them. Each is
// dated a day before the one before it, starting before the fixture posts, so the fixtures stay
// the newest. Bodies take turns as rich text, Markdown and a list of paragraphs, of known lengths.

const VOCABULARY = (
  'camera light sound frame shot client brand story edit colour grade lens tripod gimbal drone venue ' +
  'interview audience schedule budget script location crew microphone reel highlight cut timeline music ' +
  'delivery format caption subtitle vertical social campaign launch product event speaker stage evening'
).split(' ');

const DAY_MS = 86_400_000;
const FIRST_DATE = Date.UTC(2025, 11, 31);

/** Deterministic words: the same index always gives the same text. */
function words(seed: number, count: number): string {
  return Array.from({ length: count }, (_, index) => VOCABULARY[(seed * 7 + index * 13) % VOCABULARY.length]).join(' ');
}

const sentence = (seed: number, count: number) => `${words(seed, count)}.`.replace(/^./, (first) => first.toUpperCase());

const text = (value: string) => ({ nodeType: 'text', value, marks: [], data: {} });
const block = (nodeType: string, value: string) => ({ nodeType, data: {}, content: [text(value)] });

export interface ArchivePost {
  entry: FixtureEntry;
  title: string;
  slug: string;
  /** Words in the body, as a reader counts them. */
  words: number;
}

const PARAGRAPH_WORDS = 60;
const HEADING_WORDS = 4;
const IMAGES = ['fxImgInterview', 'fxImgGrade', 'fxImgEmbedded'];

/** The index-th generated post (0 is the newest). */
export function archivePost(index: number): ArchivePost {
  const number = index + 1;
  const slug = `archive-note-${String(number).padStart(4, '0')}`;
  const title = `Archive Note ${number}: ${sentence(index, 5).slice(0, -1)}`;
  // From 2 to 24 paragraphs: reading times of 1 to 7 minutes.
  const paragraphs = Array.from({ length: 2 + ((index * 5) % 23) }, (_, paragraph) =>
    sentence(index + paragraph, PARAGRAPH_WORDS),
  );
  const heading = sentence(index + 1, HEADING_WORDS).slice(0, -1);
  const kind = index % 3;
  const body =
    kind === 0
      ? {
          nodeType: 'document',
          data: {},
          content: [block('heading-2', heading), ...paragraphs.map((paragraph) => block('paragraph', paragraph))],
        }
      : kind === 1
        ? `## ${heading}\n\n${paragraphs.join('\n\n')}`
        : [heading, ...paragraphs];
  const fields: Record<string, unknown> = {
    title,
    slug,
    date: new Date(FIRST_DATE - index * DAY_MS).toISOString().slice(0, 10),
    categories: [['Corporate', 'Events', 'Social Media'][kind]],
    content: body,
  };
  // Two posts in three have a featured image, from the stand-in's fixture assets.
  if (index % 3 !== 2) fields.featuredImage = { sys: { type: 'Link', linkType: 'Asset', id: IMAGES[index % IMAGES.length] } };
  const id = `archive${String(number).padStart(4, '0')}`;
  return {
    entry: { id, fields, createdAt: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString() },
    title,
    slug,
    words: HEADING_WORDS + paragraphs.length * PARAGRAPH_WORDS,
  };
}

export const archivePosts = (count: number): ArchivePost[] => Array.from({ length: count }, (_, index) => archivePost(index));
