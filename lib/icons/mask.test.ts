import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as lucide from 'lucide';
import { ArrowRight, Star, type IconNode } from 'lucide';
import { root } from '@/test/support/source-files';
import { ICON_SIZE, iconMask, maskSheet } from './mask';
import { ICON_MASK_SHEET, ICON_MASKS, ICON_MASKS_FILE, iconMasksCss, RATING_STARS } from './mask-css';
import { shape } from './shape';
import { SOCIAL_ICONS, SOCIAL_STROKE_WIDTH } from './social';

/** The SVG document inside a CSS image's data: URL. */
function svgOf(image: string): string {
  const match = image.match(/^url\("data:image\/svg\+xml,(.*)"\)$/);
  expect(match).not.toBeNull();
  return decodeURIComponent(match![1]!);
}

/** The groups a sheet draws: where each starts, its paint, and its shapes. */
function groupsOf(image: string) {
  return [...svgOf(image).matchAll(/<g transform='translate\(([\d.]+) 0\)' ([^>]*)>(.*?)<\/g>/g)].map(([, x, paint, shapes]) => ({
    x: Number(x),
    paint: paint!,
    shapes: shapes!,
  }));
}

const markup = (icon: IconNode) => icon.map(shape).join('').replaceAll('"', "'");

describe('iconMask', () => {
  it('draws the icon’s own shapes, stroked like the icons drawn in the page', () => {
    const svg = svgOf(iconMask({ icon: ArrowRight }));
    expect(svg).toContain(markup(ArrowRight));
    expect(svg).toMatch(/^<svg xmlns='http:\/\/www.w3.org\/2000\/svg' viewBox='0 0 24 24' fill='none' stroke-width='2'/);
  });

  it('fills the shape, strokes it as thinly as asked and widens the box by the gap asked for', () => {
    expect(svgOf(iconMask({ icon: Star, filled: true }, 6))).toContain("viewBox='0 0 30 24' fill='#000'");
    expect(svgOf(iconMask({ icon: ArrowRight, strokeWidth: 1.8 }))).toContain(" stroke-width='1.8' ");
  });

  it('stays a valid CSS string and data: URL whatever the shapes hold', () => {
    const image = iconMask({ icon: [['path', { d: 'M1 1h2 % # < > "q"' }]] });
    // Nothing that would end the CSS string or the URL early, or start a fragment.
    expect(image.slice(5, -2)).not.toMatch(/["#<>]|%(?![0-9A-F]{2})/);
    expect(svgOf(image)).toContain("d='M1 1h2 % # &lt; &gt; &quot;q&quot;'");
  });
});

describe('maskSheet', () => {
  const sheet = maskSheet({
    arrow: { icon: ArrowRight },
    stars: { icon: Star, filled: true, repeat: { count: 3, gap: 6 } },
    thin: { icon: ArrowRight, strokeWidth: 1.5 },
  });

  it('draws each glyph in its own cell, with its own paint, and repeats one as often as asked', () => {
    expect(groupsOf(sheet.image)).toEqual([
      { x: 0, paint: "fill='none' stroke-width='2'", shapes: markup(ArrowRight) },
      ...[0, 30, 60].map((offset) => ({
        x: sheet.cells.stars!.x + offset,
        paint: "fill='#000' stroke-width='2'",
        shapes: markup(Star),
      })),
      { x: sheet.cells.thin!.x, paint: "fill='none' stroke-width='1.5'", shapes: markup(ArrowRight) },
    ]);
    expect(sheet.cells.stars!.width).toBe(3 * 24 + 2 * 6);
  });

  it('keeps cells apart, each a whole number of icons in, and is as wide as its cells', () => {
    const cells = Object.values(sheet.cells);
    // Apart, so a box never shows its neighbour's edge.
    cells.slice(1).forEach((cell, index) => expect(cell.x - (cells[index]!.x + cells[index]!.width)).toBeGreaterThanOrEqual(4));
    // Whole icons in, so a box draws its cell at whole pixels, as sharp as the icon alone.
    for (const cell of cells) expect(cell.x % ICON_SIZE).toBe(0);
    expect(sheet.width).toBe(cells.at(-1)!.x + cells.at(-1)!.width);
    expect(svgOf(sheet.image)).toContain(`viewBox='0 0 ${sheet.width} ${ICON_SIZE}'`);
  });
});

describe('the stylesheet’s icon masks', () => {
  const css = readFileSync(path.join(root, ICON_MASKS_FILE), 'utf8');

  it('are the file `npm run icons` writes, and the site’s stylesheet takes them in', () => {
    // Run `npm run icons` after changing an icon in lib/icons/mask-css.ts.
    expect(css).toBe(iconMasksCss());
    expect(readFileSync(path.join(root, 'app/globals.css'), 'utf8')).toContain("@import './icon-masks.css';");
  });

  it('hold one image, which every masked box draws', () => {
    expect(css.match(/url\(/g)).toHaveLength(1);
    expect(css).toContain(`--icon-mask-sheet: ${ICON_MASK_SHEET.image};`);
    for (const rule of ['icon-mask', 'rating-stars'])
      expect(css.match(new RegExp(`@utility ${rule} \\{[^}]*\\}`))![0]).toContain('mask-image: var(--icon-mask-sheet);');
  });

  it('draw in each box the lucide icon or social glyph its name says, from its own cell', () => {
    const base = css.match(/@utility icon-mask \{[^}]*\}/)![0];
    const size = Number(base.match(/mask-size: ([\d.]+)% 100%;/)![1]);
    // A square box is drawn `size`% of itself wide: one icon of the sheet fills it.
    expect((size / 100) * ICON_SIZE).toBeCloseTo(ICON_MASK_SHEET.width, 4);
    const groups = groupsOf(ICON_MASK_SHEET.image);
    const social = new Map(Object.entries(SOCIAL_ICONS).map(([network, icon]) => [network.toLowerCase(), icon]));
    // Each `icon-mask-{name}` moves the mask to the place its theme variable holds.
    expect(css).toContain('@utility icon-mask-* {\n  mask-position: --value(--icon-mask-*) 0;\n}');
    const theme = css.match(/@theme inline \{[^}]*\}/)![0];
    const utilities = [...theme.matchAll(/--icon-mask-([a-z-]+): ([\d.]+)%;/g)];
    expect(utilities.map(([, name]) => name).sort()).toEqual(Object.keys(ICON_MASKS).sort());
    for (const [, name, percent] of utilities) {
      // A percentage places that fraction of the image on that fraction of the box: its offset is
      // percent × (box − image), with the box 24 units and the image the sheet's width.
      const x = (Number(percent) / 100) * (ICON_MASK_SHEET.width - ICON_SIZE);
      const cell = groups.find((group) => Math.abs(group.x - x) < 1e-3);
      expect(cell).toBeDefined();
      const icon =
        social.get(name!) ??
        (lucide as unknown as Record<string, IconNode>)[
          name!.replace(/(^|-)([a-z])/g, (_, __, letter: string) => letter.toUpperCase())
        ];
      expect(cell!.shapes).toBe(markup(icon!));
      expect(cell!.paint).toBe(`fill='none' stroke-width='${social.has(name!) ? SOCIAL_STROKE_WIDTH : 2}'`);
    }
    // Every network a profile may name has its glyph.
    expect([...social.keys()].filter((network) => !(network in ICON_MASKS))).toEqual([]);
  });

  it('draw a rating’s stars from the start of its row of lucide’s Star, filled, 1rem high', () => {
    const rule = css.match(/@utility rating-stars \{[^}]*\}/)![0];
    const [, width, offset] = rule.match(/mask-size: ([\d.]+)rem 1rem;\s*mask-position: (-[\d.]+)rem 0;/)!;
    expect(Number(width) * ICON_SIZE).toBeCloseTo(ICON_MASK_SHEET.width, 4);
    const row = groupsOf(ICON_MASK_SHEET.image).filter((group) => group.shapes === markup(Star));
    expect(row).toHaveLength(RATING_STARS.repeat!.count);
    expect(-Number(offset) * ICON_SIZE).toBeCloseTo(row[0]!.x, 4);
    // 1.25rem from one star to the next, which the page's width for a rating counts on.
    expect((row[1]!.x - row[0]!.x) / ICON_SIZE).toBe(1.25);
  });
});
