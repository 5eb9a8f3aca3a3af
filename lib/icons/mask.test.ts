import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide';
import { ArrowRight, Star, type IconNode } from 'lucide';
import { root } from '@/test/support/source-files';
import { iconMask } from './mask';
import { SOCIAL_ICONS, SOCIAL_STROKE_WIDTH } from './social';
import { iconSprite } from './sprite';

/** The SVG document inside a mask's data: URL. */
function svgOf(mask: string): string {
  const match = mask.match(/^url\("data:image\/svg\+xml,(.*)"\)$/);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

describe('iconMask', () => {
  it('draws the icon’s own shapes, as the sprite does, stroked like the drawn icons', () => {
    const svg = svgOf(iconMask(ArrowRight));
    const symbol = iconSprite([ArrowRight]).match(/<symbol[^>]*>(.*?)<\/symbol>/)![1]!;
    expect(svg).toContain(symbol.replaceAll('"', "'"));
    expect(svg).toMatch(
      /^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke='#000' stroke-width='2'/,
    );
  });

  it('fills the shape when asked, and widens the box by the gap asked for', () => {
    const svg = svgOf(iconMask(Star, { filled: true, gap: 6 }));
    expect(svg).toContain("viewBox='0 0 30 24' fill='#000'");
  });

  it('strokes as thinly as asked, as an <svg> drawn with that strokeWidth', () => {
    expect(svgOf(iconMask(ArrowRight, { strokeWidth: 1.8 }))).toContain("stroke='#000' stroke-width='1.8' ");
  });

  it('stays a valid CSS string and data: URL whatever the shapes hold', () => {
    const icon: IconNode = [['path', { d: 'M1 1h2 % # < > "q"' }]];
    const mask = iconMask(icon);
    // Nothing that would end the CSS string or the URL early, or start a fragment.
    expect(mask.slice(5, -2)).not.toMatch(/["#<>]|%(?![0-9A-F]{2})/);
    expect(svgOf(mask)).toContain("d='M1 1h2 % # &lt; &gt; &quot;q&quot;'");
  });

  const css = readFileSync(path.join(root, 'app/globals.css'), 'utf8');

  it('is the image of every icon-mask utility of the stylesheet: the lucide icon or social glyph it names', () => {
    const utilities = [...css.matchAll(/@utility icon-mask-([a-z-]+) \{\s*--icon-mask: (url\("[^"]*"\));\s*\}/g)];
    expect(utilities.length).toBeGreaterThan(0);
    const social = new Map(Object.entries(SOCIAL_ICONS).map(([network, icon]) => [network.toLowerCase(), icon]));
    for (const [, name, image] of utilities) {
      if (social.has(name!)) {
        expect(image).toBe(iconMask(social.get(name!)!, { strokeWidth: SOCIAL_STROKE_WIDTH }));
        social.delete(name!);
        continue;
      }
      const icon = (lucide as unknown as Record<string, IconNode>)[
        name!.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())
      ];
      expect(icon).toBeDefined();
      expect(image).toBe(iconMask(icon!));
    }
    // Every network a profile may name has its glyph in the stylesheet.
    expect([...social.keys()]).toEqual([]);
  });

  it('is the image the stylesheet’s rating stars repeat, so the star there is lucide’s', () => {
    // Whitespace as the formatter left it.
    const rule = css.match(/@utility rating-stars \{[^}]*\}/)?.[0]?.replace(/\s+/g, ' ');
    expect(rule).toBeDefined();
    expect(rule).toContain(`mask: ${iconMask(Star, { filled: true, gap: 6 })} 0 0 / 1.25rem 1rem repeat-x;`);
  });
});
