/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, within } from '@testing-library/react';
import { markdownDocument, withMarkdownBodies } from '@/lib/contentful/markdown';
import type { Post } from '@/lib/contentful/types';
import { RichText } from './rich-text';

const SITE = 'https://www.kestrelfilms.co.uk';

async function renderMarkdown(markdown: string) {
  const document = await markdownDocument(markdown);
  if (!document) throw new Error('expected a document');
  return render(
    <div data-testid="body">
      <RichText document={document} siteOrigin={SITE} />
    </div>,
  ).getByTestId('body');
}

describe('Markdown bodies', () => {
  it('renders headings (with ids), lists, emphasis, links, quotes, code and rules', async () => {
    const body = await renderMarkdown(
      [
        '# Top',
        '## Plan the shoot',
        '### Detail',
        '- one **bold**',
        '- two _italic_ and ~~gone~~',
        '',
        '1. first',
        '2. second',
        '',
        '> A quote',
        '',
        'Inline `code` and a [link](/contact).',
        '',
        '```',
        'npm run build',
        'npm start',
        '```',
        '',
        '---',
      ].join('\n'),
    );
    expect([...body.querySelectorAll('h2,h3')].map((h) => `${h.tagName}#${h.id}:${h.textContent}`)).toEqual([
      'H2#top:Top',
      'H2#plan-the-shoot:Plan the shoot',
      'H3#detail:Detail',
    ]);
    expect([...body.querySelectorAll('ul > li')].map((li) => li.textContent)).toEqual(['one bold', 'two italic and gone']);
    expect(body.querySelector('ul strong')?.textContent).toBe('bold');
    expect(body.querySelector('ul em')?.textContent).toBe('italic');
    expect(body.querySelector('ul s')?.textContent).toBe('gone');
    expect([...body.querySelectorAll('ol > li')].map((li) => li.textContent)).toEqual(['first', 'second']);
    expect(body.querySelector('blockquote')?.textContent).toBe('A quote');
    expect(within(body).getByRole('link', { name: 'link' })).toHaveAttribute('href', '/contact');
    expect([...body.querySelectorAll('code')].map((code) => code.innerHTML)).toEqual(['code', 'npm run build<br>npm start']);
    expect(body.querySelector('hr')).not.toBeNull();
  });

  it('renders a table with its first row as the head', async () => {
    const body = await renderMarkdown('| Stage | When |\n| --- | --- |\n| Filming | Week 3 |');
    const table = within(body).getByRole('table');
    expect([...table.querySelectorAll('thead th')].map((th) => th.textContent)).toEqual(['Stage', 'When']);
    expect([...table.querySelectorAll('tbody td')].map((td) => td.textContent)).toEqual(['Filming', 'Week 3']);
  });

  it('keeps the line breaks and paragraphs of text without Markdown', async () => {
    const body = await renderMarkdown('One\nTwo\n\nThree');
    expect([...body.querySelectorAll('p')].map((p) => p.innerHTML)).toEqual(['One<br>Two', 'Three']);
  });

  it('never renders raw HTML: it shows as the text it was typed as', async () => {
    const body = await renderMarkdown(
      '<script>alert(1)</script>\n\nHello <b onclick="x()">there</b> <img src=x onerror=alert(1)>',
    );
    expect(body.querySelector('script, b, img')).toBeNull();
    expect(body.textContent).toContain('<script>alert(1)</script>');
    expect(body.textContent).toContain('Hello <b onclick="x()">there</b>');
  });

  it.each([
    '[x](javascript:alert(1))',
    '[x](JAVASCRIPT:alert(1))',
    '[x](data:text/html;base64,PHNjcmlwdD4=)',
    '[x](vbscript:msgbox)',
    '[x](//evil.example.com)',
    '<javascript:alert(1)>',
    '![x](javascript:alert(1))',
    '[x][ref]\n\n[ref]: javascript:alert(1)',
  ])('renders the hostile link %j as text', async (markdown) => {
    const body = await renderMarkdown(markdown);
    expect(body.querySelector('[href], [src]')).toBeNull();
    expect(body.innerHTML).not.toMatch(/href|src=/);
  });

  it('turns an image from the web into a link to it, not an image', async () => {
    const body = await renderMarkdown('![A still](https://example.com/still.jpg)');
    expect(body.querySelector('img')).toBeNull();
    expect(within(body).getByRole('link', { name: /A still/ })).toHaveAttribute('href', 'https://example.com/still.jpg');
  });
});

describe('withMarkdownBodies', () => {
  const post = (fields: Partial<Post>): Post => ({
    id: 'p1',
    slug: 'p1',
    title: 'Post',
    excerpt: 'Written excerpt',
    date: '2026-01-01',
    updatedAt: '2026-01-01T00:00:00.000Z',
    categories: ['General'],
    content: null,
    ...fields,
  });

  it('turns text bodies into rich text and takes an excerpt from the body again without the syntax', async () => {
    const [converted, kept] = await withMarkdownBodies([
      post({ excerpt: '## Heading **Bold** start', content: { contentType: 'string', text: '## Heading\n\n**Bold** start' } }),
      post({ content: { contentType: 'array', items: ['a'] } }),
    ]);
    expect(converted?.content?.contentType).toBe('richText');
    expect(converted?.excerpt).toBe('Bold start');
    expect(kept?.content).toEqual({ contentType: 'array', items: ['a'] });
  });

  it('keeps an excerpt the owner wrote', async () => {
    const [converted] = await withMarkdownBodies([post({ content: { contentType: 'string', text: 'Body *text*' } })]);
    expect(converted?.excerpt).toBe('Written excerpt');
  });
});
