import { visibleLine, visibleLines } from '../contact/clean-text';

// The contact form's rule of what is kept (lib/contact/clean-text.ts), laid out as a testimonial is shown.

export function visibleText(value: string): string {
  return visibleLine(value.replace(/\t/g, ' ')).replace(/\s+/g, ' ').trim();
}

/** Several paragraphs as they will be shown: lines kept, at most one empty line between them. */
export function visibleParagraphs(value: string): string {
  return visibleLines(value)
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
