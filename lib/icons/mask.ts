import type { IconNode } from 'lucide';
import { shape } from './shape';

/** One icon of the stylesheet's masks. */
export interface MaskGlyph {
  icon: IconNode;
  /** The stroke's width in the icon's own units (24 = its width), as an <svg> drawn with that `strokeWidth`. */
  strokeWidth?: number;
  /** Filled as well as stroked (a rating's star). */
  filled?: boolean;
  /** Drawn this many times in a row, `gap` units apart (a rating's stars). */
  repeat?: { count: number; gap: number };
}

/** An icon's box, in its own units. */
export const ICON_SIZE = 24;
// Cells at least this far apart never show at a neighbour's edge, however the mask is scaled and rounded.
const GUTTER = 8;

export interface MaskSheet {
  /** The sheet as a CSS image. */
  image: string;
  /** Its width in icon units; it is one icon high. */
  width: number;
  /** Where each glyph's cell starts and how wide it is, in icon units. */
  cells: Record<string, { x: number; width: number }>;
}

/** SVG markup as a CSS data: URL: single quotes inside, and only what such a URL cannot hold escaped. */
function svgImage(svg: string): string {
  const text = svg.replaceAll('"', "'").replace(/[%#<>]/g, (character) => encodeURIComponent(character));
  return `url("data:image/svg+xml,${text}")`;
}

const svgOpen = (width: number, paint: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${ICON_SIZE}" ${paint}` +
  ` stroke="#000" stroke-linecap="round" stroke-linejoin="round">`;

const paintOf = ({ strokeWidth = 2, filled = false }: MaskGlyph) =>
  `fill="${filled ? '#000' : 'none'}" stroke-width="${strokeWidth}"`;

/** One icon alone as a CSS image (what each cell of the sheet draws), with `gap` units of space after it. */
export function iconMask(glyph: MaskGlyph, gap = 0): string {
  return svgImage(`${svgOpen(ICON_SIZE + gap, paintOf(glyph))}${glyph.icon.map(shape).join('')}</svg>`);
}

/**
 * Every masked icon in one SVG image, side by side, each box showing its own cell (`mask-position`). The browser
 * builds a whole document for each SVG image a page uses, several milliseconds apiece before the first frame, so
 * one image for all of them costs one document where an image per icon cost one per icon.
 */
export function maskSheet(glyphs: Record<string, MaskGlyph>): MaskSheet {
  const cells: MaskSheet['cells'] = {};
  const groups: string[] = [];
  let x = 0;
  for (const [name, glyph] of Object.entries(glyphs)) {
    const { count, gap } = glyph.repeat ?? { count: 1, gap: 0 };
    const shapes = glyph.icon.map(shape).join('');
    for (let copy = 0; copy < count; copy++) {
      groups.push(`<g transform="translate(${x + copy * (ICON_SIZE + gap)} 0)" ${paintOf(glyph)}>${shapes}</g>`);
    }
    const width = count * ICON_SIZE + (count - 1) * gap;
    cells[name] = { x, width };
    // Each cell starts a whole number of icons in: its offset in a box is then a whole number of boxes,
    // whole pixels for a box of whole pixels, so the icon is drawn as sharply as alone.
    x = Math.ceil((x + width + GUTTER) / ICON_SIZE) * ICON_SIZE;
  }
  const last = Object.values(cells).at(-1);
  const width = last ? last.x + last.width : 0;
  return { image: svgImage(`${svgOpen(width, 'fill="none"')}${groups.join('')}</svg>`), width, cells };
}
