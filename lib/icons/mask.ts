import type { IconNode } from 'lucide';
import { shape } from './shape';

export interface MaskGlyph {
  icon: IconNode;
  strokeWidth?: number;
  filled?: boolean;
  /** `count` copies in a row, `gap` icon units apart (a rating's stars). */
  repeat?: { count: number; gap: number };
}

export const ICON_SIZE = 24;
// Cells at least this far apart never show at a neighbour's edge, however the mask is scaled and rounded.
const GUTTER = 8;

/** Widths and offsets in icon units. */
export interface MaskSheet {
  image: string;
  width: number;
  cells: Record<string, { x: number; width: number }>;
}

function svgImage(svg: string): string {
  const text = svg.replaceAll('"', "'").replace(/[%#<>]/g, (character) => encodeURIComponent(character));
  return `url("data:image/svg+xml,${text}")`;
}

const svgOpen = (width: number, paint: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${ICON_SIZE}" ${paint}` +
  ` stroke="#000" stroke-linecap="round" stroke-linejoin="round">`;

const paintOf = ({ strokeWidth = 2, filled = false }: MaskGlyph) =>
  `fill="${filled ? '#000' : 'none'}" stroke-width="${strokeWidth}"`;

export function iconMask(glyph: MaskGlyph, gap = 0): string {
  return svgImage(`${svgOpen(ICON_SIZE + gap, paintOf(glyph))}${glyph.icon.map(shape).join('')}</svg>`);
}

// One SVG for every icon: the browser builds a whole document per SVG image, several milliseconds apiece.
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
    // Cells start a whole number of icons in, so offsets stay whole pixels and the icon as sharp as alone.
    x = Math.ceil((x + width + GUTTER) / ICON_SIZE) * ICON_SIZE;
  }
  const last = Object.values(cells).at(-1);
  const width = last ? last.x + last.width : 0;
  return { image: svgImage(`${svgOpen(width, 'fill="none"')}${groups.join('')}</svg>`), width, cells };
}
