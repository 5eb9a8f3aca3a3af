import { ArrowRight, Check } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { shape } from '@/lib/icons/shape';
import { Icon } from './icon';

describe('Icon', () => {
  it('draws the icon’s own shapes in the page, pointing at no other file', () => {
    const html = renderToStaticMarkup(<Icon icon={ArrowRight} className="size-4" />);
    expect(html.startsWith('<svg class="icon size-4" aria-hidden="true" viewBox="0 0 24 24">')).toBe(true);
    expect(html).not.toMatch(/<use|href=/);
    // The same shapes, as React writes them (<path …></path> where the markup is <path …/>).
    expect(html.replace(/><\/(path|circle|line|rect|polyline|polygon)>/g, '/>')).toContain(ArrowRight.map(shape).join(''));
  });

  it('draws different icons differently', () => {
    expect(renderToStaticMarkup(<Icon icon={Check} />)).not.toBe(renderToStaticMarkup(<Icon icon={ArrowRight} />));
  });

  it('is announced when labelled, and keeps a finer stroke asked for', () => {
    const html = renderToStaticMarkup(<Icon icon={Check} aria-label="Included" role="img" strokeWidth={1.5} />);
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="Included"');
    expect(html).toContain('style="stroke-width:1.5"');
  });
});
