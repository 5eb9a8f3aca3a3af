/**
 * @jest-environment jsdom
 */
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import '@testing-library/jest-dom';
import { cleanup, render, screen, within } from '@testing-library/react';
import type { CallToAction } from '@/content/model';
import { sanitizeDocument } from '@/lib/contentful/rich-text-document';
import type { PostAsset } from '@/lib/contentful/types';
import { PostBody } from './post-body';
import { RichText } from './rich-text';

const SITE = 'https://www.kestrelfilms.co.uk';

const mark = (type: string) => ({ type });
const text = (value: string, ...marks: string[]) => ({ nodeType: 'text', value, marks: marks.map(mark), data: {} });
const block = (nodeType: string, content: unknown[] = [], data: Record<string, unknown> = {}) => ({ nodeType, data, content });
const para = (...content: unknown[]) => block(BLOCKS.PARAGRAPH, content);
const link = (linkType: string, id: string) => ({ target: { sys: { type: 'Link', linkType, id } } });
const doc = (...content: unknown[]) => sanitizeDocument(block(BLOCKS.DOCUMENT, content)) as Document;

interface RenderOptions {
  assets?: Record<string, PostAsset>;
  entryLinks?: Record<string, string>;
  embeds?: Record<string, CallToAction>;
  draft?: boolean;
  pagePath?: string;
}

function renderDoc(
  document: Document,
  { assets = {}, entryLinks = {}, embeds = {}, draft = false, pagePath }: RenderOptions = {},
) {
  return render(
    <div data-testid="body">
      <RichText
        document={document}
        assets={assets}
        entryLinks={entryLinks}
        embeds={embeds}
        siteOrigin={SITE}
        draft={draft}
        pagePath={pagePath}
      />
    </div>,
  ).getByTestId('body');
}

const image = (fields: Partial<Extract<PostAsset, { kind: 'image' }>> = {}): PostAsset => ({
  kind: 'image',
  url: 'https://images.ctfassets.net/space/img1/hash/crowd.jpg',
  alt: 'A crowd at an installation',
  caption: 'The crowd is the story.',
  width: 1600,
  height: 900,
  ...fields,
});
const pdf: PostAsset = {
  kind: 'file',
  url: 'https://assets.ctfassets.net/space/pdf1/hash/sheet.pdf',
  title: 'Question sheet',
  fileName: 'sheet.pdf',
  size: 48_000,
};

describe('RichText: blocks', () => {
  it('renders paragraphs, headings 1-6 (1 as h2, so the page keeps one h1), lists, quotes, rules', () => {
    const body = renderDoc(
      doc(
        para(text('Opening paragraph')),
        ...[1, 2, 3, 4, 5, 6].map((level) => block(`heading-${level}`, [text(`Heading ${level}`)])),
        block(BLOCKS.UL_LIST, [block(BLOCKS.LIST_ITEM, [para(text('Bullet'))])]),
        block(BLOCKS.OL_LIST, [block(BLOCKS.LIST_ITEM, [para(text('Step'))])]),
        block(BLOCKS.QUOTE, [para(text('Quoted'))]),
        block(BLOCKS.HR),
      ),
    );
    expect(body.querySelector('p')?.textContent).toBe('Opening paragraph');
    expect(body.querySelector('h1')).toBeNull();
    expect([...body.querySelectorAll('h2,h3,h4,h5,h6')].map((h) => `${h.tagName}:${h.textContent}`)).toEqual([
      'H2:Heading 1',
      'H2:Heading 2',
      'H3:Heading 3',
      'H4:Heading 4',
      'H5:Heading 5',
      'H6:Heading 6',
    ]);
    expect(body.querySelector('ul > li')?.textContent).toBe('Bullet');
    expect(body.querySelector('ol > li')?.textContent).toBe('Step');
    expect(body.querySelector('blockquote')?.textContent).toBe('Quoted');
    expect(body.querySelector('hr')).not.toBeNull();
  });

  it('renders a table with its header row as the head, in a scrollable region', () => {
    const cell = (type: string, value: string) => block(type, [para(text(value))]);
    const body = renderDoc(
      doc(
        block(BLOCKS.TABLE, [
          block(BLOCKS.TABLE_ROW, [cell(BLOCKS.TABLE_HEADER_CELL, 'Stage'), cell(BLOCKS.TABLE_HEADER_CELL, 'When')]),
          block(BLOCKS.TABLE_ROW, [cell(BLOCKS.TABLE_CELL, 'Filming'), cell(BLOCKS.TABLE_CELL, 'Week 3')]),
        ]),
      ),
    );
    const table = within(body).getByRole('table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Stage', 'When']);
    expect([...table.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Filming', 'Week 3']);
    expect(within(body).getByRole('region', { name: 'Scrollable table' })).toHaveAttribute('tabindex', '0');
  });

  it('keeps line breaks typed inside a paragraph', () => {
    const body = renderDoc(doc(para(text('Line one\nLine two'))));
    expect(body.querySelector('p')?.innerHTML).toBe('Line one<br>Line two');
  });

  it('renders an embedded image as a figure: Images API srcset, width and height, title as alt, description as caption', () => {
    const body = renderDoc(doc(block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', 'img1'))), { assets: { img1: image() } });
    const figure = body.querySelector('figure')!;
    const img = within(figure).getByRole('img', { name: 'A crowd at an installation' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '900');
    expect(img.getAttribute('src')).toMatch(
      /^https:\/\/images\.ctfassets\.net\/space\/img1\/hash\/crowd\.jpg\?w=\d+&q=75&fm=webp$/,
    );
    expect(img.getAttribute('srcset')).toMatch(/\?w=640&q=75&fm=webp 640w/);
    expect(figure.querySelector('figcaption')?.textContent).toBe('The crowd is the story.');
  });

  it('gives an embedded image without a description no caption, and one without dimensions a fixed frame', () => {
    const body = renderDoc(doc(block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', 'img1'))), {
      assets: { img1: image({ caption: '', width: undefined, height: undefined }) },
    });
    expect(body.querySelector('figcaption')).toBeNull();
    expect(body.querySelector('figure .aspect-video img')).not.toBeNull();
  });

  it('renders any other embedded asset as a download link with its file name and size', () => {
    const body = renderDoc(doc(block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', 'pdf1'))), { assets: { pdf1: pdf } });
    const anchor = within(body).getByRole('link', { name: /Question sheet/ });
    expect(anchor).toHaveAttribute('href', 'https://assets.ctfassets.net/space/pdf1/hash/sheet.pdf');
    expect(anchor).toHaveAttribute('download', 'sheet.pdf');
    expect(anchor.textContent).toContain('sheet.pdf · 47 KB');
  });

  const skippedBlocks = () =>
    doc(
      para(text('Before')),
      block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', 'not-included')),
      block(BLOCKS.EMBEDDED_ENTRY, [], link('Entry', 'cta1')),
      block(BLOCKS.EMBEDDED_RESOURCE, [], {
        target: { sys: { type: 'ResourceLink', urn: 'crn:contentful:::content:spaces/s/entries/e' } },
      }),
      block(BLOCKS.EMBEDDED_ENTRY, []),
      para(text('After')),
    );

  it('renders nothing for visitors where an embed cannot be shown', () => {
    const body = renderDoc(skippedBlocks());
    expect(body.querySelectorAll('[data-embed]')).toHaveLength(0);
    expect(body.textContent).toBe('BeforeAfter');
    expect(body.textContent).not.toMatch(/id:/);
  });

  it('shows the owner, in draft preview only, a line with the type and id of each embed left out', () => {
    const body = renderDoc(skippedBlocks(), { draft: true });
    expect([...body.querySelectorAll('[data-embed]')].map((line) => line.textContent)).toEqual([
      'embedded-asset-block id: not-included',
      'embedded-entry-block id: cta1',
      'embedded-resource-block id: crn:contentful:::content:spaces/s/entries/e',
      'embedded-entry-block id: unknown',
    ]);
  });
});

describe('RichText: links to entries and assets, and inline embeds', () => {
  const inlines = () =>
    doc(
      para(
        text('A '),
        block(INLINES.ENTRY_HYPERLINK, [text('post')], link('Entry', 'post1')),
        text(', a '),
        block(INLINES.ENTRY_HYPERLINK, [text('service')], link('Entry', 'cta1')),
        text(', a '),
        block(INLINES.ASSET_HYPERLINK, [text('sheet')], link('Asset', 'pdf1')),
        text(', a '),
        block(INLINES.ASSET_HYPERLINK, [text('photo')], link('Asset', 'img1')),
        text(', a '),
        block(INLINES.ASSET_HYPERLINK, [text('lost file')], link('Asset', 'missing')),
        block(INLINES.EMBEDDED_ENTRY, [], link('Entry', 'e2')),
        text(', a '),
        block(INLINES.RESOURCE_HYPERLINK, [text('reel')], { target: { sys: { urn: 'crn:x' } } }),
        block(INLINES.EMBEDDED_RESOURCE, [], { target: { sys: { urn: 'crn:y' } } }),
        text('.'),
      ),
    );
  const options = { assets: { pdf1: pdf, img1: image() }, entryLinks: { post1: '/blog/the%20linked%20post' } };

  it('links a post to its page, an asset to its file, and keeps the text of everything else', () => {
    const body = renderDoc(inlines(), options);
    expect(within(body).getByRole('link', { name: 'post' })).toHaveAttribute('href', '/blog/the%20linked%20post');
    const sheet = within(body).getByRole('link', { name: 'sheet' });
    expect(sheet).toHaveAttribute('href', pdf.url);
    expect(sheet).toHaveAttribute('download', 'sheet.pdf');
    expect(within(body).getByRole('link', { name: 'photo' })).toHaveAttribute('href', (image() as { url: string }).url);
    expect(body.querySelectorAll('a')).toHaveLength(3);
    expect(body.textContent).toBe('A post, a service, a sheet (PDF, 47 KB), a photo, a lost file, a reel.');
  });

  it('adds the type and id of each link or embed left out in draft preview only', () => {
    const body = renderDoc(inlines(), { ...options, draft: true });
    expect([...body.querySelectorAll('[data-embed]')].map((line) => line.textContent)).toEqual([
      'entry-hyperlink id: cta1',
      'asset-hyperlink id: missing',
      'embedded-entry-inline id: e2',
      'resource-hyperlink id: crn:x',
      'embedded-resource-inline id: crn:y',
    ]);
  });

  it('looks up ids as own properties only', () => {
    const body = renderDoc(
      doc(
        para(
          block(INLINES.ENTRY_HYPERLINK, [text('a')], link('Entry', 'toString')),
          block(INLINES.ASSET_HYPERLINK, [text('b')], link('Asset', 'constructor')),
        ),
      ),
    );
    expect(body.querySelectorAll('a')).toHaveLength(0);
    expect(body.textContent).toBe('ab');
  });
});

describe('RichText: headings and tables', () => {
  it('gives headings stable ids from their text, told apart when repeated', () => {
    const body = renderDoc(
      doc(
        block(BLOCKS.HEADING_2, [text('Lighting & Sound')]),
        block(BLOCKS.HEADING_3, [text('Café '), text('notes', MARKS.BOLD)]),
        block(BLOCKS.HEADING_2, [text('Lighting & Sound')]),
        block(BLOCKS.HEADING_4, [text('2026 plans')]),
        block(BLOCKS.HEADING_5, [text('???')]),
      ),
    );
    expect([...body.querySelectorAll('[id]')].map((heading) => heading.id)).toEqual([
      'lighting-sound',
      'cafe-notes',
      'lighting-sound-2',
      'section-2026-plans',
      'section',
    ]);
  });

  it('puts a table in a box of its own that scrolls, with a hint for narrow screens', () => {
    const cell = (value: string) => block(BLOCKS.TABLE_CELL, [para(text(value))]);
    const body = renderDoc(doc(block(BLOCKS.TABLE, [block(BLOCKS.TABLE_ROW, [cell('a'), cell('b')])])));
    const region = within(body).getByRole('region', { name: 'Scrollable table' });
    expect(region).toHaveClass('overflow-x-auto');
    expect(region.querySelector('thead')).toBeNull();
    expect(body.querySelector('[data-table-hint]')?.textContent).toBe('Scroll sideways to see the whole table');
  });
});

describe('RichText: marks', () => {
  it.each([
    [MARKS.BOLD, 'STRONG'],
    [MARKS.ITALIC, 'EM'],
    [MARKS.UNDERLINE, 'U'],
    [MARKS.CODE, 'CODE'],
    [MARKS.SUPERSCRIPT, 'SUP'],
    [MARKS.SUBSCRIPT, 'SUB'],
    [MARKS.STRIKETHROUGH, 'S'],
  ])('renders %s as <%s>', (mark, tag) => {
    const body = renderDoc(doc(para(text('marked', mark))));
    expect(body.querySelector('p > *')?.tagName).toBe(tag);
    expect(body.querySelector('p > *')?.textContent).toBe('marked');
  });

  it('nests several marks on one text', () => {
    const body = renderDoc(doc(para(text('both', MARKS.BOLD, MARKS.ITALIC))));
    expect(body.querySelector('p')?.innerHTML).toMatch(/^<em><strong[^>]*>both<\/strong><\/em>$/);
  });
});

describe('RichText: hyperlinks', () => {
  const hyperlink = (uri: unknown, label = 'label') => block(INLINES.HYPERLINK, [text(label)], { uri });

  it('opens external links in a new tab with rel="noopener noreferrer"', () => {
    const body = renderDoc(doc(para(hyperlink('https://vimeo.com/kestrelfilms', 'Vimeo'))));
    const anchor = within(body).getByRole('link', { name: 'Vimeo (opens in a new tab)' });
    expect(anchor).toHaveAttribute('href', 'https://vimeo.com/kestrelfilms');
    expect(anchor).toHaveAttribute('rel', 'noopener noreferrer');
    expect(anchor).toHaveAttribute('target', '_blank');
  });

  it('keeps site-relative, same-site, mailto and tel links in the same tab', () => {
    const body = renderDoc(
      doc(
        para(
          hyperlink('/contact', 'Contact'),
          hyperlink(`${SITE}/about`, 'About'),
          hyperlink('mailto:hello@kestrelfilms.co.uk', 'Mail'),
          hyperlink('tel:+441273000000', 'Call'),
        ),
      ),
    );
    for (const [name, href] of [
      ['Contact', '/contact'],
      ['About', `${SITE}/about`],
      ['Mail', 'mailto:hello@kestrelfilms.co.uk'],
      ['Call', 'tel:+441273000000'],
    ]) {
      const anchor = within(body).getByRole('link', { name });
      expect(anchor).toHaveAttribute('href', href);
      expect(anchor).not.toHaveAttribute('target');
    }
  });

  it.each([
    'javascript:alert(document.cookie)',
    ' JAVASCRIPT:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example.com',
    42,
    undefined,
  ])('renders a link to %j as plain text with no href', (uri) => {
    const body = renderDoc(doc(para(text('Before '), hyperlink(uri, 'hostile'), text(' after'))));
    expect(body.querySelectorAll('a')).toHaveLength(0);
    expect(body.querySelector('[href]')).toBeNull();
    expect(body.innerHTML).not.toMatch(/javascript:|data:|vbscript:/i);
    expect(body.textContent).toBe('Before hostile after');
  });
});

describe('PostBody', () => {
  it('keeps the line breaks of a plain-text body and splits paragraphs at blank lines', () => {
    const { container } = render(<PostBody content={{ contentType: 'string', text: 'One\nTwo\n\nThree' }} siteOrigin={SITE} />);
    const paragraphs = container.querySelectorAll('p');
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]).toHaveClass('whitespace-pre-line');
    expect(paragraphs[0]?.textContent).toBe('One\nTwo');
    expect(paragraphs[1]?.textContent).toBe('Three');
  });

  it('renders an array body as paragraphs', () => {
    const { container } = render(<PostBody content={{ contentType: 'array', items: ['First', 'Second'] }} siteOrigin={SITE} />);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['First', 'Second']);
  });

  it('explains how to add content when there is none', () => {
    render(<PostBody content={null} siteOrigin={SITE} />);
    expect(screen.getByRole('heading', { name: 'This post is awaiting content' })).toBeInTheDocument();
    expect(screen.getByText(/open the entry in Contentful/)).toBeInTheDocument();
  });

  it('renders the children of nodes typed with built-in names instead of crashing', () => {
    const body = renderDoc(
      doc(
        ...['constructor', 'toString', '__proto__', 'hasOwnProperty', 'custom-widget'].map((nodeType) =>
          block(nodeType, [para(text(`Inside ${nodeType}`))]),
        ),
        para(block('valueOf', [text('Inline inside valueOf')])),
        block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', 'toString')),
        block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', '__proto__')),
      ),
      { draft: true },
    );
    expect([...body.querySelectorAll('p:not([data-embed])')].map((p) => p.textContent)).toEqual([
      'Inside constructor',
      'Inside toString',
      'Inside __proto__',
      'Inside hasOwnProperty',
      'Inside custom-widget',
      'Inline inside valueOf',
    ]);
    expect([...body.querySelectorAll('[data-embed]')].map((line) => line.textContent)).toEqual([
      'embedded-asset-block id: toString',
      'embedded-asset-block id: __proto__',
    ]);
  });

  it('survives a hostile, malformed document end to end', () => {
    const document = sanitizeDocument({
      nodeType: 'document',
      content: [
        {
          nodeType: 'paragraph',
          content: [{ nodeType: 'hyperlink', data: { uri: 'javascript:alert(1)' } }, { nodeType: 'text' }],
        },
      ],
    })!;
    const { container } = render(
      <PostBody content={{ contentType: 'richText', document, assets: {}, entryLinks: {}, embeds: {} }} siteOrigin={SITE} />,
    );
    expect(container.querySelector('a')).toBeNull();
  });
});

describe('embedded calls to action', () => {
  const action: CallToAction = {
    heading: 'Planning a film?',
    text: 'Tell me about it.',
    buttonLabel: 'Get a quote',
    href: '/contact',
  };
  const embed = (id: string) => block(BLOCKS.EMBEDDED_ENTRY, [], link('Entry', id));

  it('renders one the body embeds as a box whose button leads to its page', () => {
    const body = renderDoc(doc(para(text('Before.')), embed('cta1'), para(text('After.'))), { embeds: { cta1: action } });
    const box = within(body).getByRole('region', { name: action.heading });
    expect(box).toHaveTextContent(action.text!);
    expect(within(box).getByRole('link', { name: action.buttonLabel })).toHaveAttribute('href', '/contact');
  });

  it('names the post it is in on a link to the contact page, in a call to action and in a sentence, as quote links do', () => {
    const body = renderDoc(
      doc(
        para(
          block(INLINES.HYPERLINK, [text('ask for a quote')], { uri: '/contact' }),
          text(', '),
          block(INLINES.HYPERLINK, [text('write to me')], { uri: `${SITE}/contact#form` }),
          text(' or '),
          block(INLINES.HYPERLINK, [text('see the films')], { uri: '/portfolio' }),
        ),
        embed('cta1'),
      ),
      { embeds: { cta1: action }, pagePath: '/blog/a-post' },
    );
    expect(within(body).getByRole('link', { name: 'ask for a quote' })).toHaveAttribute('href', '/contact?from=/blog/a-post');
    expect(within(body).getByRole('link', { name: 'write to me' })).toHaveAttribute(
      'href',
      `${SITE}/contact?from=/blog/a-post#form`,
    );
    expect(within(body).getByRole('link', { name: 'see the films' })).toHaveAttribute('href', '/portfolio');
    expect(within(body).getByRole('link', { name: action.buttonLabel })).toHaveAttribute('href', '/contact?from=/blog/a-post');
  });

  it('leaves out one it has not got, naming it in draft preview only', () => {
    expect(renderDoc(doc(embed('gone'))).textContent).toBe('');
    cleanup();
    expect(renderDoc(doc(embed('gone')), { draft: true }).textContent).toContain('embedded-entry-block id: gone');
  });
});
