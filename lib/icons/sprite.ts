import type { IconNode } from 'lucide';
import { escapeHtml } from '@/lib/escape-html';
import { iconId } from './sprite-id';

const attributeName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** One shape of an icon as SVG markup (`strokeWidth` written `stroke-width`). */
export function shape([tag, attributes]: IconNode[number]): string {
  const pairs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${attributeName(name)}="${escapeHtml(String(value))}"`);
  return `<${tag}${pairs.join('')}/>`;
}

// Pages draw icons with <use> pointing here, so shapes are not repeated in each page's HTML and payload.
export function iconSprite(icons: readonly IconNode[]): string {
  const symbols = [...new Map(icons.map((icon) => [iconId(icon), icon]))].map(
    ([id, icon]) => `<symbol id="${id}" viewBox="0 0 24 24">${icon.map(shape).join('')}</symbol>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}
