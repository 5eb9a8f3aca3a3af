import type { TitledText } from '@/content/model';

export function ProcessSteps({ steps }: { steps: readonly TitledText[] }) {
  return (
    <ol className="divide-y divide-white/10 border-y border-white/10">
      {steps.map((step, index) => (
        <li key={step.title} className="grid gap-3 py-7 sm:grid-cols-[5rem_1fr] sm:gap-6 md:py-8">
          <span aria-hidden className="font-display text-4xl leading-none font-bold text-brand-glow md:text-5xl">
            {String(index + 1).padStart(2, '0')}
          </span>
          <div>
            <h3 className="font-display text-xl font-bold text-white md:text-2xl">{step.title}</h3>
            <p className="mt-2 max-w-2xl leading-relaxed text-muted-on-dark">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
