import { cn } from '@/lib/cn';

export function Paragraphs({ paragraphs, className }: { paragraphs: readonly string[]; className?: string }) {
  return (
    <div className={cn('space-y-5 text-lg leading-relaxed text-muted', className)}>
      {paragraphs.map((paragraph, index) => (
        <p key={index} className={cn(index === 0 && 'text-xl leading-relaxed text-ink md:text-[1.375rem] md:leading-relaxed')}>
          {paragraph}
        </p>
      ))}
    </div>
  );
}
