import type { IconNode } from 'lucide';
import { escapeHtml } from '@/lib/escape-html';

const attributeName = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function shape([tag, attributes]: IconNode[number]): string {
  const pairs = Object.entries(attributes)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => ` ${attributeName(name)}="${escapeHtml(String(value))}"`);
  return `<${tag}${pairs.join('')}/>`;
}
