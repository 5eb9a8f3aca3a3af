import { NumberedSteps } from '@/components/ui/numbered-steps';
import type { TitledText } from '@/content/model';

export function ProcessSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <NumberedSteps
      steps={steps}
      number={(index) => String(index + 1).padStart(2, '0')}
      title="h3"
      classNames={{
        list: 'divide-y divide-white/10 border-y border-white/10',
        step: 'grid gap-3 py-7 sm:grid-cols-[5rem_1fr] sm:gap-6 md:py-8',
        number: 'font-display text-4xl leading-none font-bold text-brand-glow md:text-5xl',
        title: 'font-display text-xl font-bold text-white md:text-2xl',
        description: 'mt-2 max-w-2xl leading-relaxed text-muted-on-dark',
      }}
    />
  );
}
