import { ArrowRight, Check } from 'lucide';
import { renderToStaticMarkup } from 'react-dom/server';
import { iconSprite } from '@/lib/icons/sprite';
import { iconId } from '@/lib/icons/sprite-id';
import { Icon } from './icon';

describe('Icon', () => {
  it('points at the sprite’s symbol instead of repeating the shapes', () => {
    const html = renderToStaticMarkup(<Icon icon={ArrowRight} className="size-4" />);
    expect(html).toBe(`<svg class="icon size-4" aria-hidden="true"><use href="/icons.svg#${iconId(ArrowRight)}"></use></svg>`);
    expect(html).not.toContain('<path');
  });

  it('draws an icon of the first screen in the page itself, with the shapes of the sprite’s symbol', () => {
    const html = renderToStaticMarkup(<Icon icon={ArrowRight} inline className="size-4" />);
    expect(html).not.toContain('<use');
    expect(html).toContain('viewBox="0 0 24 24"');
    const symbol = iconSprite([ArrowRight]).match(/<symbol[^>]*>(.*?)<\/symbol>/)![1]!;
    // The same shapes, as React writes them (<path …></path> where the sprite writes <path …/>).
    expect(html.replace(/><\/(path|circle|line|rect|polyline|polygon)>/g, '/>')).toContain(symbol);
  });

  it('draws different icons from different symbols', () => {
    expect(renderToStaticMarkup(<Icon icon={Check} />)).not.toBe(renderToStaticMarkup(<Icon icon={ArrowRight} />));
  });

  it('is announced when labelled, and keeps a finer stroke asked for', () => {
    const html = renderToStaticMarkup(<Icon icon={Check} aria-label="Included" role="img" strokeWidth={1.5} />);
    expect(html).not.toContain('aria-hidden');
    expect(html).toContain('aria-label="Included"');
    expect(html).toContain('style="stroke-width:1.5"');
  });
});
