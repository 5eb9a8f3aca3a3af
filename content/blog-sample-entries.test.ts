import { existsSync } from 'node:fs';
import path from 'node:path';
import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { mapPosts } from '@/lib/contentful/map-posts';
import type { RawEntryCollection } from '@/lib/contentful/types';
import sampleEntries from './blog-sample-entries.json';
import { site } from './site';

/** The embedded default: real posts whose bodies between them exercise the whole renderer. */
const posts = mapPosts(sampleEntries as RawEntryCollection, { author: site.owner });

function nodeTypesAndMarks(value: unknown, nodeTypes = new Set<string>(), marks = new Set<string>()) {
  if (Array.isArray(value)) value.forEach((item) => nodeTypesAndMarks(item, nodeTypes, marks));
  else if (value && typeof value === 'object') {
    const node = value as { nodeType?: unknown; marks?: { type: string }[]; content?: unknown };
    if (typeof node.nodeType === 'string') nodeTypes.add(node.nodeType);
    node.marks?.forEach((mark) => marks.add(mark.type));
    nodeTypesAndMarks(node.content, nodeTypes, marks);
  }
  return { nodeTypes, marks };
}

describe('content/blog-sample-entries.json', () => {
  it('holds four to six posts, every one mapped (none dropped), newest first', () => {
    expect(posts.length).toBeGreaterThanOrEqual(4);
    expect(posts.length).toBeLessThanOrEqual(6);
    expect(posts).toHaveLength(sampleEntries.items.length);
    const dates = posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('gives every post a distinct slug, a real excerpt and a category', () => {
    expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length);
    for (const post of posts) {
      expect(post.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
      expect(post.excerpt.length).toBeGreaterThan(40);
    }
    // A post without one is filed under the fallback category, so the entries themselves must name one.
    for (const entry of sampleEntries.items) expect(entry.fields.categories?.length).toBeGreaterThan(0);
  });

  it('uses every rich-text node type and mark across the rich-text bodies, but a link to another space’s entry', () => {
    const documents = posts.flatMap((post) => (post.content?.contentType === 'richText' ? [post.content.document] : []));
    const { nodeTypes, marks } = nodeTypesAndMarks(documents);
    // The site leaves such a link's target out, so a sample post links its page instead (the renderer's tests cover it).
    const shown = Object.values(INLINES).filter((type) => type !== INLINES.RESOURCE_HYPERLINK);
    for (const type of [...Object.values(BLOCKS), ...shown, 'text']) expect(nodeTypes).toContain(type);
    for (const mark of Object.values(MARKS)) expect(marks).toContain(mark);
  });

  it('includes one plain-text post that keeps its line breaks', () => {
    const plain = posts.filter((post) => post.content?.contentType === 'string');
    expect(plain).toHaveLength(1);
    expect(plain[0]?.content?.contentType === 'string' && plain[0].content.text).toContain('\n');
  });

  it('resolves the embedded image and ships images from public/, not a remote host', () => {
    const withAssets = posts.filter(
      (post) => post.content?.contentType === 'richText' && Object.keys(post.content.assets).length > 0,
    );
    expect(withAssets.length).toBeGreaterThan(0);
    for (const post of posts) {
      if (post.featuredImage) expect(post.featuredImage.url).toMatch(/^\/images\//);
    }
  });

  it('gives every post a picture of its own from public/, never the placeholder a post without one gets', () => {
    expect(posts.filter((post) => !post.featuredImage).map((post) => post.slug)).toEqual([]);
    const images = posts.map((post) => post.featuredImage!.url);
    expect(images.filter((url) => !existsSync(path.join(__dirname, '../public', url)))).toEqual([]);
    expect(new Set(images).size).toBe(images.length);
  });
});
