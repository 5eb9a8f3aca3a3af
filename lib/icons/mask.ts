import type { IconNode } from 'lucide';
import { shape } from './sprite';

interface MaskOptions {
  /** Filled as well as stroked (a rating's star). */
  filled?: boolean;
  /** Empty space after the icon, in the icon's own units (24 = its width), so a repeated mask spaces its copies. */
  gap?: number;
  /** The stroke's width in the icon's own units, as an <svg> drawn with that `strokeWidth` (2 by default). */
  strokeWidth?: number;
}

/**
 * An icon as a CSS image, for a shape repeated many times on a page: one box whose mask repeats it costs the
 * browser one element, where each drawn <svg> is two elements and a copy of the symbol to lay out and hydrate.
 * The colour comes from the box (`background-color: currentColor`), as a stroke's does from `currentColor`.
 */
export function iconMask(icon: IconNode, { filled = false, gap = 0, strokeWidth = 2 }: MaskOptions = {}): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${24 + gap} 24" fill="${filled ? '#000' : 'none'}" ` +
    `stroke="#000" stroke-width="${strokeWidth}" stroke-linecap="round" stroke-linejoin="round">${icon.map(shape).join('')}</svg>`;
  // Single quotes inside, and only what a data: URL cannot hold escaped, keep it short.
  const text = svg.replaceAll('"', "'").replace(/[%#<>]/g, (character) => encodeURIComponent(character));
  return `url("data:image/svg+xml,${text}")`;
}
