import { archivePosts } from '@/e2e/servers/contentful-archive';
import { fixtureAssets, fixtureEntries } from '@/e2e/servers/contentful-fixtures';
import { mapPosts } from '@/lib/contentful/map-posts';
import { withMarkdownBodies } from '@/lib/contentful/markdown';
import type { Post, PostContent } from '@/lib/contentful/types';
import { readingDuration, readingTime, readingTimeLabel, wordCount, WORDS_PER_MINUTE } from './reading-time';

const entry = (id: string, fields: Record<string, unknown>) => ({ sys: { id, type: 'Entry' }, fields });
const asset = ({ id, fields }: { id: string; fields: Record<string, unknown> }) => ({ sys: { id, type: 'Asset' }, fields });

/** Posts as the site reads them from the Delivery API: mapped, Markdown bodies turned into rich text. */
async function read(items: unknown[]): Promise<Post[]> {
  const collection = { items, includes: { Asset: fixtureAssets.map(asset) } };
  return withMarkdownBodies(mapPosts(collection, { author: 'A. Writer' }));
}

const fixtureBody = async (id: string) =>
  (await read(fixtureEntries.map((item) => entry(item.id, item.fields)))).find((post) => post.id === id)!.content;

describe('wordCount', () => {
  it('counts the words of a rich-text fixture body; marks and links inside a sentence do not split words', async () => {
    const content = await fixtureBody('fxLighting0001');
    expect(content?.contentType).toBe('richText');
    // "Small offices are hard to light, but not impossible." / "Start with the window" / the paragraph of links /
    // "See it done in a finished film." / "Flying instead? See the drone rules, talk to the team or print the checklist."
    // (an embedded call to action is not the post's own text)
    expect(wordCount(content)).toBe(9 + 4 + 20 + 7 + 14);
  });

  it('counts the words of a Markdown fixture body, not its syntax', async () => {
    const content = await fixtureBody('fxDrones00001');
    // "Check the venue first." "Then check the airspace." "On the day" "Carry your operator ID." "Brief the venue."
    expect(wordCount(content)).toBe(4 + 4 + 3 + 4 + 3);
    // A body left as text when the converter fails on it: the link target is no word either.
    expect(wordCount({ contentType: 'string', text: '## On the day\n\n- Brief the [venue](/contact).' })).toBe(6);
  });

  it('counts the words of a list-of-paragraphs fixture body and of a plain-text one', async () => {
    expect(wordCount(await fixtureBody('fxGrading0001'))).toBe(9 + 7);
    expect(wordCount(await fixtureBody('fxBehindScenes01'))).toBe(9);
  });

  it('finds nothing to read in a post without a body', async () => {
    expect(await fixtureBody('fxReels000001')).toBeNull();
    expect(wordCount(null)).toBe(0);
    expect(readingTime(null)).toBeNull();
    expect(readingTime({ contentType: 'array', items: ['—', '…'] })).toBeNull();
  });

  it('agrees with the generated archive bodies of all three kinds', async () => {
    const generated = archivePosts(9);
    const posts = await read(generated.map(({ entry: item }) => entry(item.id, item.fields)));
    for (const { slug, words } of generated) {
      expect(wordCount(posts.find((post) => post.slug === slug)!.content)).toBe(words);
    }
  });
});

describe('readingTime', () => {
  const body = (words: number): PostContent => ({ contentType: 'array', items: [Array(words).fill('word').join(' ')] });

  it('rounds up to whole minutes, a short post taking one', () => {
    expect(readingTime(body(1))).toEqual({ words: 1, minutes: 1 });
    expect(readingTime(body(WORDS_PER_MINUTE))!.minutes).toBe(1);
    expect(readingTime(body(WORDS_PER_MINUTE + 1))!.minutes).toBe(2);
    expect(readingTime(body(WORDS_PER_MINUTE * 7))!.minutes).toBe(7);
  });

  it('reads as "N min read" and as an ISO 8601 duration', () => {
    const time = readingTime(body(WORDS_PER_MINUTE * 3))!;
    expect(readingTimeLabel(time)).toBe('3 min read');
    expect(readingDuration(time)).toBe('PT3M');
  });
});
