/**
 * @jest-environment jsdom
 */
import { BLOCKS, INLINES, MARKS, type Document } from '@contentful/rich-text-types';
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { sanitizeDocument } from '@/lib/contentful/rich-text-document';
import { PostBody } from './post-body';
import { RichText } from './rich-text';

const SITE = 'https://www.kestrelfilms.co.uk';

const text = (value: string, ...marks: string[]) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const block = (nodeType: string, content: unknown[] = [], data: Record<string, unknown> = {}) => ({ nodeType, data, content });
const para = (...content: unknown[]) => block(BLOCKS.PARAGRAPH, content);
const link = (linkType: string, id: string) => ({ target: { sys: { type: 'Link', linkType, id } } });
const doc = (...content: unknown[]) => sanitizeDocument(block(BLOCKS.DOCUMENT, content)) as Document;

function renderDoc(document: Document, assets = {}) {
  return render(
    <div data-testid="body">
      <RichText document={document} assets={assets} siteOrigin={SITE} />
    </div>,
  ).getByTestId('body');
}

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

  it('renders an included embedded image with its title as alt text, and other embeds as a line with type and id', () => {
    const body = renderDoc(
      doc(
        block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', 'img1')),
        block(BLOCKS.EMBEDDED_ASSET, [], link('Asset', 'not-included')),
        block(BLOCKS.EMBEDDED_ENTRY, [], link('Entry', 'cta1')),
        block(BLOCKS.EMBEDDED_RESOURCE, [], {
          target: { sys: { type: 'ResourceLink', urn: 'crn:contentful:::content:spaces/s/entries/e' } },
        }),
        block(BLOCKS.EMBEDDED_ENTRY, []),
      ),
      { img1: { url: '/images/projects/weffan.jpg', alt: 'A crowd at an installation', width: 1600, height: 900 } },
    );
    expect(within(body).getByRole('img', { name: 'A crowd at an installation' })).toBeInTheDocument();
    const lines = [...body.querySelectorAll('[data-embed]')].map((line) => line.textContent);
    expect(lines).toEqual([
      'embedded-asset-block id: not-included',
      'embedded-entry-block id: cta1',
      'embedded-resource-block id: crn:contentful:::content:spaces/s/entries/e',
      'embedded-entry-block id: unknown',
    ]);
  });

  it('shows entry and asset hyperlinks and inline embeds as type and id, never as links', () => {
    const body = renderDoc(
      doc(
        para(
          block(INLINES.ENTRY_HYPERLINK, [text('a post')], link('Entry', 'e1')),
          block(INLINES.ASSET_HYPERLINK, [text('a file')], link('Asset', 'a1')),
          block(INLINES.EMBEDDED_ENTRY, [], link('Entry', 'e2')),
          block(INLINES.RESOURCE_HYPERLINK, [text('elsewhere')], { target: { sys: { urn: 'crn:x' } } }),
          block(INLINES.EMBEDDED_RESOURCE, [], { target: { sys: { urn: 'crn:y' } } }),
        ),
      ),
    );
    expect(body.querySelectorAll('a')).toHaveLength(0);
    expect([...body.querySelectorAll('[data-embed]')].map((line) => line.textContent)).toEqual([
      'entry-hyperlink id: e1',
      'asset-hyperlink id: a1',
      'embedded-entry-inline id: e2',
      'resource-hyperlink id: crn:x',
      'embedded-resource-inline id: crn:y',
    ]);
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
    const { container } = render(<PostBody content={{ contentType: 'richText', document, assets: {} }} siteOrigin={SITE} />);
    expect(container.querySelector('a')).toBeNull();
  });
});
