import { cn } from '@/lib/cn';

/** Long copy from content/, where a blank line ("\n\n") separates paragraphs. */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}

/** The paragraphs of a text; the first reads as a lead, slightly larger. */
export function Paragraphs({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-5 text-lg leading-relaxed text-muted', className)}>
      {splitParagraphs(text).map((paragraph, index) => (
        <p key={index} className={cn(index === 0 && 'text-xl leading-relaxed text-ink md:text-[1.375rem] md:leading-relaxed')}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}
