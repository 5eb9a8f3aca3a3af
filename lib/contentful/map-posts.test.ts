import { BLOCKS, INLINES, MARKS } from '@contentful/rich-text-types';
import { blogPostContentType } from '@/content/contentful-types';
import { shortText } from '@/content/fields';
import { mapPosts } from './map-posts';
import { datePart, imageUrl, truncate } from './post-values';
import type { RawEntryCollection } from './types';

const AUTHOR = 'Alex Marlowe';

let counter = 0;
function entry(fields: Record<string, unknown>, sys: Record<string, unknown> = {}) {
  counter += 1;
  return {
    sys: {
      id: `entry${counter}`,
      type: 'Entry',
      createdAt: '2026-01-01T09:00:00.000Z',
      updatedAt: '2026-02-03T10:20:30.000Z',
      ...sys,
    },
    fields,
  };
}

const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });

function asset(id: string, fields: Record<string, unknown>) {
  return { sys: { id, type: 'Asset' }, fields };
}

const imageAsset = (id: string, url = `//images.ctfassets.net/space/${id}/hash/photo.jpg`) =>
  asset(id, {
    title: `Photo ${id}`,
    file: { url, contentType: 'image/jpeg', details: { image: { width: 1600, height: 900 } } },
  });

const paragraph = (value: string, marks: string[] = []) => ({
  nodeType: BLOCKS.PARAGRAPH,
  data: {},
  content: [{ nodeType: 'text', value, marks: marks.map((type) => ({ type })), data: {} }],
});

const doc = (...content: unknown[]) => ({ nodeType: BLOCKS.DOCUMENT, data: {}, content });

function mapOne(
  fields: Record<string, unknown>,
  includes: RawEntryCollection['includes'] = {},
  sys: Record<string, unknown> = {},
) {
  const posts = mapPosts({ items: [entry(fields, sys)], includes }, { author: AUTHOR });
  expect(posts).toHaveLength(1);
  return posts[0]!;
}

describe('mapPosts: which entries become posts', () => {
  it('drops entries without a usable title and keeps the rest', () => {
    const posts = mapPosts(
      {
        items: [
          entry({ title: 'Kept' }),
          entry({}),
          entry({ title: '   ' }),
          entry({ title: 42 }),
          entry({ title: ['not', 'text'] }),
          null,
          'junk',
          { sys: {} },
        ],
      },
      { author: AUTHOR },
    );
    expect(posts.map((post) => post.title)).toEqual(['Kept']);
  });

  it('ignores non-entries and survives a response without items or with broken includes', () => {
    expect(mapPosts({ items: [asset('a1', { title: 'An asset' })] }, { author: AUTHOR })).toEqual([]);
    expect(mapPosts({} as RawEntryCollection, { author: AUTHOR })).toEqual([]);
    const broken = { items: [entry({ title: 'Fine', featuredImage: link('Asset', 'x') })], includes: { Asset: 'nope' } };
    expect(mapPosts(broken as unknown as RawEntryCollection, { author: AUTHOR })[0]?.featuredImage).toBeUndefined();
  });

  it('sorts newest first and keeps one post per slug (the latest update)', () => {
    const posts = mapPosts(
      {
        items: [
          entry({ title: 'Old', slug: 'old', date: '2025-01-01' }),
          entry({ title: 'New', slug: 'new', date: '2026-05-01' }),
          entry({ title: 'Twin A', slug: 'twin', date: '2026-01-01' }, { updatedAt: '2026-01-01T00:00:00.000Z' }),
          entry({ title: 'Twin B', slug: 'twin', date: '2026-01-01' }, { updatedAt: '2026-03-01T00:00:00.000Z' }),
        ],
      },
      { author: AUTHOR },
    );
    expect(posts.map((post) => post.title)).toEqual(['New', 'Twin B', 'Old']);
  });
});

describe('mapPosts: slug', () => {
  it('uses the slug field, else the entry id', () => {
    expect(mapOne({ title: 'A', slug: 'planning-a-corporate-video' }).slug).toBe('planning-a-corporate-video');
    expect(mapOne({ title: 'B' }, {}, { id: 'abc123' }).slug).toBe('abc123');
    expect(mapOne({ title: 'C', slug: 7 }, {}, { id: 'id7' }).slug).toBe('id7');
  });

  it('falls back to the id when the slug cannot be one URL segment', () => {
    for (const slug of ['a/b', 'has space', 'query?x', 'frag#x', '%2e%2e', '', '.', '..', 'rss.xml', 'opengraph-image']) {
      expect(mapOne({ title: 'D', slug }, {}, { id: 'safe-id' }).slug).toBe('safe-id');
    }
  });
});

describe('mapPosts: date and updatedAt', () => {
  it('takes the date part of date, then publishedDate, then the last update', () => {
    expect(mapOne({ title: 'A', date: '2026-03-14T18:30:00.000+01:00', publishedDate: '2020-01-01' }).date).toBe('2026-03-14');
    expect(mapOne({ title: 'B', publishedDate: '2025-11-02T08:00:00Z' }).date).toBe('2025-11-02');
    expect(mapOne({ title: 'C' }, {}, { updatedAt: '2024-07-09T21:59:59.000Z' }).date).toBe('2024-07-09');
  });

  it('dates a UTC time as in the UK, and a local time as written', () => {
    // 23:30 UTC in summer is 00:30 the next day in Lewes; in winter the UK keeps UTC.
    expect(mapOne({ title: 'A' }, {}, { updatedAt: '2025-05-31T23:30:00.000Z' }).date).toBe('2025-06-01');
    expect(mapOne({ title: 'B' }, {}, { updatedAt: '2025-12-31T23:30:00Z' }).date).toBe('2025-12-31');
    expect(mapOne({ title: 'C', date: '2025-05-31T23:30:00.000+01:00' }).date).toBe('2025-05-31');
    expect(mapOne({ title: 'D', date: '2025-05-31T23:30' }).date).toBe('2025-05-31');
    expect(datePart('2025-02-30T23:30:00Z')).toBe('');
  });

  it('skips dates that are not real calendar dates or not text', () => {
    expect(
      mapOne({ title: 'A', date: '2026-02-30', publishedDate: 20260101 }, {}, { updatedAt: '2024-07-09T10:00:00Z' }).date,
    ).toBe('2024-07-09');
    expect(mapOne({ title: 'B', date: 'next tuesday' }, {}, { updatedAt: '2024-07-09T10:00:00Z' }).date).toBe('2024-07-09');
  });

  it('keeps sys.updatedAt as updatedAt', () => {
    expect(mapOne({ title: 'A', date: '2026-01-01' }, {}, { updatedAt: '2026-04-05T06:07:08.000Z' }).updatedAt).toBe(
      '2026-04-05T06:07:08.000Z',
    );
  });

  it('drops an entry with no usable date anywhere', () => {
    const bare = { sys: { id: 'x', type: 'Entry' }, fields: { title: 'Dateless' } };
    expect(mapPosts({ items: [bare] }, { author: AUTHOR })).toEqual([]);
  });

  it('datePart reads only YYYY-MM-DD prefixes', () => {
    expect(datePart('2026-12-31')).toBe('2026-12-31');
    expect(datePart('2026-12-31T00:00')).toBe('2026-12-31');
    expect(datePart('2026-12-311')).toBe('');
    expect(datePart(null)).toBe('');
  });
});

describe('mapPosts: content', () => {
  it('reads content, else body', () => {
    expect(mapOne({ title: 'A', content: 'From content', body: 'From body' }).content).toEqual({
      contentType: 'string',
      text: 'From content',
    });
    expect(mapOne({ title: 'B', body: 'From body' }).content).toEqual({ contentType: 'string', text: 'From body' });
    expect(mapOne({ title: 'C', content: 12, body: ['One', 'Two'] }).content).toEqual({
      contentType: 'array',
      items: ['One', 'Two'],
    });
  });

  it('keeps the line breaks of a plain-text body', () => {
    expect(mapOne({ title: 'A', content: 'Line one\r\nLine two\n\nNew paragraph' }).content).toEqual({
      contentType: 'string',
      text: 'Line one\nLine two\n\nNew paragraph',
    });
  });

  it('keeps only the text items of an array body', () => {
    expect(mapOne({ title: 'A', content: ['First', 3, null, '  ', 'Second'] }).content).toEqual({
      contentType: 'array',
      items: ['First', 'Second'],
    });
  });

  it('is null when there is no usable body', () => {
    expect(mapOne({ title: 'A' }).content).toBeNull();
    expect(mapOne({ title: 'B', content: '   ', body: [] }).content).toBeNull();
    expect(mapOne({ title: 'C', content: { nodeType: 'document', content: [] } }).content).toBeNull();
    expect(mapOne({ title: 'D', content: { nodeType: 'paragraph', content: [] } }).content).toBeNull();
  });

  it('repairs a malformed rich-text document instead of passing it on', () => {
    const post = mapOne({
      title: 'A',
      content: {
        nodeType: 'document',
        content: [
          {
            nodeType: 'paragraph',
            content: [{ nodeType: 'text', value: 'Kept', marks: [{ type: 'bold' }, { type: 'blink' }, 'x'] }],
          },
          { nodeType: 'paragraph' },
          { content: [] },
          'junk',
          { nodeType: 'text', value: 5 },
        ],
      },
    });
    expect(post.content).toEqual({
      contentType: 'richText',
      assets: {},
      entryLinks: {},
      embeds: {},
      document: {
        nodeType: 'document',
        data: {},
        content: [
          {
            nodeType: 'paragraph',
            data: {},
            content: [{ nodeType: 'text', value: 'Kept', marks: [{ type: 'bold' }], data: {} }],
          },
          { nodeType: 'paragraph', data: {}, content: [] },
          { nodeType: 'text', value: '', marks: [], data: {} },
        ],
      },
    });
  });

  it('gives node types it does not know one inert name, keeping their content', () => {
    const post = mapOne({
      title: 'A',
      content: doc({ nodeType: 'constructor', data: {}, content: [paragraph('Kept')] }, paragraph('After')),
    });
    if (post.content?.contentType !== 'richText') throw new Error('expected rich text');
    expect(post.content.document.content.map((node) => node.nodeType)).toEqual(['unsupported', BLOCKS.PARAGRAPH]);
    expect(post.content.document.content[0]).toMatchObject({ content: [{ nodeType: BLOCKS.PARAGRAPH }] });
  });

  it('keeps an embedded asset whose id is a built-in name as an own entry of the assets', () => {
    const embed = { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: link('Asset', '__proto__') }, content: [] };
    const post = mapOne({ title: 'A', content: doc(embed) }, { Asset: [imageAsset('__proto__')] });
    if (post.content?.contentType !== 'richText') throw new Error('expected rich text');
    expect(Object.hasOwn(post.content.assets, '__proto__')).toBe(true);
    expect(Object.getPrototypeOf(post.content.assets)).toBe(Object.prototype);
  });

  it('resolves embedded and linked assets from the includes: images with their caption, other files with name and size', () => {
    const embed = (id: string) => ({ nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: link('Asset', id) }, content: [] });
    const assetLink = (id: string) => ({
      nodeType: INLINES.ASSET_HYPERLINK,
      data: { target: link('Asset', id) },
      content: [{ nodeType: 'text', value: 'the file', marks: [], data: {} }],
    });
    const image = imageAsset('img1');
    image.fields.description = 'A caption';
    const post = mapOne(
      {
        title: 'A',
        content: doc(paragraph('Intro'), embed('img1'), embed('missing'), embed('pdf1'), {
          nodeType: BLOCKS.PARAGRAPH,
          data: {},
          content: [assetLink('zip1')],
        }),
      },
      {
        Asset: [
          image,
          asset('pdf1', {
            title: 'Brochure',
            file: {
              url: '//assets.ctfassets.net/x/brochure.pdf',
              fileName: 'brochure.pdf',
              contentType: 'application/pdf',
              details: { size: 48_000 },
            },
          }),
          asset('zip1', { file: { url: '//downloads.ctfassets.net/x/y/pack.zip', contentType: 'application/zip' } }),
          asset('unused', { file: { url: '//assets.ctfassets.net/x/unused.pdf' } }),
        ],
      },
    );
    if (post.content?.contentType !== 'richText') throw new Error('expected rich text');
    expect(post.content.assets).toEqual({
      img1: {
        kind: 'image',
        url: 'https://images.ctfassets.net/space/img1/hash/photo.jpg',
        alt: 'Photo img1',
        caption: 'A caption',
        width: 1600,
        height: 900,
      },
      pdf1: {
        kind: 'file',
        url: 'https://assets.ctfassets.net/x/brochure.pdf',
        title: 'Brochure',
        fileName: 'brochure.pdf',
        size: 48_000,
      },
      zip1: { kind: 'file', url: 'https://downloads.ctfassets.net/x/y/pack.zip', title: '', fileName: 'pack.zip' },
    });
  });

  it.each([
    ['another host', 'https://evil.example.com/brochure.pdf'],
    ['plain http', 'http://assets.ctfassets.net/x/brochure.pdf'],
    ['a look-alike host', '//assets.ctfassets.net.evil.example.com/brochure.pdf'],
    ['credentials in the address', 'https://user:pass@assets.ctfassets.net/x/brochure.pdf'],
    ['javascript:', 'javascript:alert(1)'],
    ['data:', 'data:application/pdf;base64,JVBERi0='],
    ['a backslash path', '/\\evil.example.com/brochure.pdf'],
    ['a control character', '/downloads/a\tb.pdf'],
    ['an image off the Images API', '//assets.ctfassets.net/x/photo.jpg'],
  ])('drops an asset on %s', (_label, url) => {
    const embed = { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: link('Asset', 'a1') }, content: [] };
    const contentType = url.endsWith('.jpg') ? 'image/jpeg' : 'application/pdf';
    const post = mapOne(
      { title: 'A', content: doc(embed) },
      { Asset: [asset('a1', { title: 'x', file: { url, contentType } })] },
    );
    if (post.content?.contentType !== 'richText') throw new Error('expected rich text');
    expect(post.content.assets).toEqual({});
  });

  it('keeps site-relative files (the sample posts ship theirs in public/)', () => {
    const embed = { nodeType: BLOCKS.EMBEDDED_ASSET, data: { target: link('Asset', 'a1') }, content: [] };
    const file = { url: '/downloads/sheet.pdf', fileName: 'sheet.pdf', contentType: 'application/pdf' };
    const post = mapOne({ title: 'A', content: doc(embed) }, { Asset: [asset('a1', { title: 'Sheet', file })] });
    if (post.content?.contentType !== 'richText') throw new Error('expected rich text');
    expect(post.content.assets.a1).toEqual({ kind: 'file', url: '/downloads/sheet.pdf', title: 'Sheet', fileName: 'sheet.pdf' });
  });

  it('gives entry hyperlinks to posts the linked post slug, and none to other entries', () => {
    const entryLink = (id: string) => ({
      nodeType: INLINES.ENTRY_HYPERLINK,
      data: { target: link('Entry', id) },
      content: [{ nodeType: 'text', value: id, marks: [], data: {} }],
    });
    const linking = entry({
      title: 'Linking',
      slug: 'linking',
      content: doc({
        nodeType: BLOCKS.PARAGRAPH,
        data: {},
        content: [entryLink('target1'), entryLink('cta1'), entryLink('gone')],
      }),
    });
    const target = entry({ title: 'Target', slug: 'the-target' }, { id: 'target1' });
    const cta = entry({ heading: 'Not a post' }, { id: 'cta1' });
    const posts = mapPosts({ items: [linking, target, cta] }, { author: AUTHOR });
    const post = posts.find((candidate) => candidate.slug === 'linking')!;
    if (post.content?.contentType !== 'richText') throw new Error('expected rich text');
    expect(post.content.entryLinks).toEqual({ target1: '/blog/the-target' });
  });
});

describe('mapPosts: films and calls to action in a body', () => {
  const typed = (contentType: string, fields: Record<string, unknown>, id: string) =>
    entry(fields, { id, contentType: { sys: { type: 'Link', linkType: 'ContentType', id: contentType } } });
  const entryLink = (id: string) => ({
    nodeType: INLINES.ENTRY_HYPERLINK,
    data: { target: link('Entry', id) },
    content: [{ nodeType: 'text', value: id, marks: [], data: {} }],
  });
  const embed = (id: string) => ({ nodeType: BLOCKS.EMBEDDED_ENTRY, data: { target: link('Entry', id) }, content: [] });
  const action = { heading: 'Planning a film?', text: 'Tell me about it.', buttonLabel: 'Get a quote', link: '/contact' };

  function body(items: unknown[], content: unknown[]) {
    const post = entry({ title: 'Body', slug: 'body', content: doc(...content) });
    const [mapped] = mapPosts({ items: [post, ...items] }, { author: AUTHOR }).filter((candidate) => candidate.slug === 'body');
    if (mapped?.content?.contentType !== 'richText') throw new Error('expected rich text');
    return mapped.content;
  }

  it('links to a film by its page, and to nothing for a film without a usable slug', () => {
    const content = body(
      [typed('project', { title: 'A film', slug: 'a-film' }, 'film1'), typed('project', { title: 'Bad', slug: '../x' }, 'film2')],
      [{ nodeType: BLOCKS.PARAGRAPH, data: {}, content: [entryLink('film1'), entryLink('film2')] }],
    );
    expect(content.entryLinks).toEqual({ film1: '/portfolio/a-film' });
  });

  it('keeps each embedded call to action that passes its declared rules, and drops the others', () => {
    const content = body(
      [
        typed('callToAction', action, 'cta1'),
        typed('callToAction', { ...action, link: '//elsewhere.example/' }, 'cta2'),
        typed('callToAction', { ...action, heading: '' }, 'cta3'),
        typed('project', { title: 'Not an action', slug: 'x' }, 'cta4'),
      ],
      ['cta1', 'cta2', 'cta3', 'cta4', 'missing'].map(embed),
    );
    expect(content.embeds).toEqual({
      cta1: { heading: action.heading, text: action.text, buttonLabel: action.buttonLabel, href: action.link },
    });
  });

  it('never reads a film, a testimonial, a client or a call to action as a post', () => {
    const posts = mapPosts(
      {
        items: [
          typed('project', { title: 'A film', slug: 'a-film' }, 'p1'),
          typed('testimonial', { title: 'Role', slug: 'someone' }, 't1'),
          typed('client', { title: 'Client', name: 'Client' }, 'c1'),
          typed('callToAction', { ...action, title: 'x' }, 'a1'),
          typed('article', { title: 'A post of another type', slug: 'other' }, 'o1'),
        ],
      },
      { author: AUTHOR },
    );
    expect(posts.map((post) => post.slug)).toEqual(['other']);
  });
});

describe('mapPosts: excerpt fallbacks', () => {
  it('uses excerpt, then description, shortDescription, summary', () => {
    expect(mapOne({ title: 'A', excerpt: 'E', description: 'D' }).excerpt).toBe('E');
    expect(mapOne({ title: 'A', description: 'D', shortDescription: 'S' }).excerpt).toBe('D');
    expect(mapOne({ title: 'A', shortDescription: 'S', summary: 'Su' }).excerpt).toBe('S');
    expect(mapOne({ title: 'A', excerpt: '  ', summary: 'Su' }).excerpt).toBe('Su');
    expect(mapOne({ title: 'A', excerpt: 99, content: 'Body text' }).excerpt).toBe('Body text');
  });

  it('keeps a written excerpt whole up to 320 characters and cuts a runaway one', () => {
    const written = 'A'.repeat(300);
    expect(mapOne({ title: 'A', excerpt: written }).excerpt).toBe(written);
    const runaway = mapOne({ title: 'A', excerpt: 'word '.repeat(4000) }).excerpt;
    expect(runaway.length).toBeLessThanOrEqual(321);
    expect(runaway.endsWith('…')).toBe(true);
  });

  it('cuts a plain-text body to 150 characters plus an ellipsis', () => {
    const long = 'word '.repeat(60);
    const result = mapOne({ title: 'A', content: long }).excerpt;
    expect(result).toBe(`${'word '.repeat(30).slice(0, 150).trimEnd()}…`);
    expect(result.length).toBeLessThanOrEqual(151);
  });

  it('uses a short plain-text body whole, without an ellipsis', () => {
    expect(mapOne({ title: 'A', content: 'Short\nand sweet.' }).excerpt).toBe('Short and sweet.');
  });

  it('uses the items of an array body', () => {
    expect(mapOne({ title: 'A', content: ['First point.', 'Second point.'] }).excerpt).toBe('First point. Second point.');
  });

  it("uses the first paragraph's text for rich text", () => {
    const content = doc(
      { nodeType: BLOCKS.HEADING_2, data: {}, content: [{ nodeType: 'text', value: 'A heading', marks: [], data: {} }] },
      paragraph('   '),
      {
        nodeType: BLOCKS.PARAGRAPH,
        data: {},
        content: [
          { nodeType: 'text', value: 'Plan the ', marks: [], data: {} },
          {
            nodeType: INLINES.HYPERLINK,
            data: { uri: 'https://example.com' },
            content: [{ nodeType: 'text', value: 'message', marks: [], data: {} }],
          },
          { nodeType: 'text', value: ' first.', marks: [{ type: MARKS.BOLD }], data: {} },
        ],
      },
      paragraph('Second paragraph'),
    );
    expect(mapOne({ title: 'A', content }).excerpt).toBe('Plan the message first.');
    expect(mapOne({ title: 'A', content: doc(paragraph('x'.repeat(200))) }).excerpt).toBe(`${'x'.repeat(150)}…`);
  });

  it("falls back to 'Read this article on {title}' for rich text without paragraph text", () => {
    const content = doc({ nodeType: BLOCKS.HR, data: {}, content: [] }, paragraph(''));
    expect(mapOne({ title: 'Lighting a Small Room', content }).excerpt).toBe('Read this article on Lighting a Small Room');
  });

  it('ends with the author sentence when there is no body at all', () => {
    expect(mapOne({ title: 'A' }).excerpt).toBe('Videography insights and techniques by Alex Marlowe.');
  });

  it('truncate leaves short text alone', () => {
    expect(truncate('  a   b  ')).toBe('a b');
    expect(truncate('abcdef', 3)).toBe('abc…');
  });
});

describe('mapPosts: featured image', () => {
  it('reads featuredImage, prefixes protocol-relative URLs with https: and uses the title as alt', () => {
    const post = mapOne({ title: 'A', featuredImage: link('Asset', 'hero') }, { Asset: [imageAsset('hero')] });
    expect(post.featuredImage).toEqual({
      url: 'https://images.ctfassets.net/space/hero/hash/photo.jpg',
      alt: 'Photo hero',
      width: 1600,
      height: 900,
    });
  });

  it('falls back to image when featuredImage is missing or broken', () => {
    const post = mapOne(
      { title: 'A', featuredImage: link('Asset', 'gone'), image: link('Asset', 'second') },
      { Asset: [imageAsset('second')] },
    );
    expect(post.featuredImage?.url).toContain('/second/');
  });

  it('accepts site-relative paths and leaves sizes out when unknown', () => {
    const post = mapOne(
      { title: 'A', image: link('Asset', 'local') },
      { Asset: [asset('local', { file: { url: '/images/blog/local.jpg' } })] },
    );
    expect(post.featuredImage).toEqual({ url: '/images/blog/local.jpg', alt: '' });
  });

  it('drops images on other hosts, non-images and broken assets', () => {
    const assets = [
      asset('elsewhere', { title: 'x', file: { url: 'https://tracker.example.com/pixel.jpg', contentType: 'image/jpeg' } }),
      asset('insecure', { title: 'x', file: { url: 'http://images.ctfassets.net/a.jpg' } }),
      asset('video', { title: 'x', file: { url: '//videos.ctfassets.net/a.mp4', contentType: 'video/mp4' } }),
      asset('nofile', { title: 'x' }),
      asset('badurl', { title: 'x', file: { url: 42 } }),
    ];
    for (const id of ['elsewhere', 'insecure', 'video', 'nofile', 'badurl', 'missing']) {
      expect(mapOne({ title: 'A', featuredImage: link('Asset', id) }, { Asset: assets }).featuredImage).toBeUndefined();
    }
    expect(mapOne({ title: 'A', featuredImage: 'javascript:alert(1)' }).featuredImage).toBeUndefined();
  });

  it('imageUrl rejects sneaky protocol-relative forms', () => {
    expect(imageUrl('/\\evil.example.com/x.jpg')).toBeNull();
    expect(imageUrl('//images.ctfassets.net/a.jpg')).toBe('https://images.ctfassets.net/a.jpg');
    expect(imageUrl('data:image/png;base64,AAAA')).toBeNull();
  });
});

describe('mapPosts: categories', () => {
  it('reads categories, then category, then tags, else General', () => {
    expect(mapOne({ title: 'A', categories: ['Corporate', 'Planning'], category: 'X', tags: ['t'] }).categories).toEqual([
      'Corporate',
      'Planning',
    ]);
    expect(mapOne({ title: 'A', category: 'Events', tags: ['t'] }).categories).toEqual(['Events']);
    expect(mapOne({ title: 'A', tags: ['social', 'vertical'] }).categories).toEqual(['social', 'vertical']);
    expect(mapOne({ title: 'A' }).categories).toEqual(['General']);
  });

  it('skips empty or non-text values and duplicates, moving on when nothing is left', () => {
    expect(mapOne({ title: 'A', categories: ['', 3, null, 'Events', 'events'] }).categories).toEqual(['Events']);
    expect(mapOne({ title: 'A', categories: [], category: 5, tags: 'not-a-list' }).categories).toEqual(['General']);
  });

  it('reads the name or title of linked category entries', () => {
    const post = mapOne(
      { title: 'A', categories: [link('Entry', 'c1'), link('Entry', 'c2'), link('Entry', 'missing')] },
      { Entry: [entry({ name: 'Corporate' }, { id: 'c1' }), entry({ title: 'Behind the Scenes' }, { id: 'c2' })] },
    );
    expect(post.categories).toEqual(['Corporate', 'Behind the Scenes']);
  });
});

describe('mapPosts: fields declared without a fallback', () => {
  // A post type with two more fields, as the owner's next one would be declared in content/model.ts.
  const declared = blogPostContentType();
  const postType = {
    ...declared,
    fields: {
      ...declared.fields,
      subtitle: shortText('subtitle', { name: 'Subtitle', help: 'Under the title.', max: 20 }),
      series: shortText('series', { name: 'Series', help: 'The series it belongs to.', required: true }),
    },
  };
  const read = (fields: Record<string, unknown>) =>
    mapPosts(
      { items: [entry({ title: 'A post', date: '2026-03-01', series: 'Kit', ...fields })] },
      {
        author: AUTHOR,
        postType,
      },
    );

  it('reads and keeps a declared field as its declaration says', () => {
    expect(read({ subtitle: '  On lenses  ' })[0]).toMatchObject({ subtitle: 'On lenses', series: 'Kit' });
  });

  it('leaves out an optional field that breaks its rule, keeping the post', () => {
    const [post] = read({ subtitle: 'x'.repeat(21) });
    expect(post).toBeDefined();
    expect(post).not.toHaveProperty('subtitle');
    expect(read({ subtitle: 42 })[0]).not.toHaveProperty('subtitle');
  });

  it('leaves out a post whose required declared field is missing or broken', () => {
    expect(read({ series: undefined })).toEqual([]);
    expect(read({ series: '   ' })).toEqual([]);
  });

  it('keeps the reading fallbacks ahead of the declared rules: a slug the declaration refuses still falls back to the id', () => {
    const [post] = read({ slug: 'Not A Slug' });
    expect(post!.slug).toBe(post!.id);
    expect(read({ slug: 'Camera_Notes' })[0]!.slug).toBe('Camera_Notes');
  });
});
