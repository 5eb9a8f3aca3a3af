import { replyTime } from '@/lib/facts';

const reply = replyTime();

/** After an enquiry is sent, the confirmation's own steps already say when the reply is due. */
const steps = (sent: boolean) => [
  {
    title: 'A personal reply',
    description: `I read every enquiry myself and reply by email${reply && !sent ? `, usually within ${reply}` : ''}.`,
  },
  { title: 'A short call', description: 'We talk through your ideas, audience, dates and budget. No obligation, no hard sell.' },
  { title: 'A clear quote', description: 'You receive a written proposal with a fixed price, so you know exactly what you get.' },
];

export function NextSteps({ sent = false }: { sent?: boolean }) {
  return (
    <section aria-labelledby="next-steps" className="rounded-card border border-line bg-white/60 p-7 sm:p-9">
      <h2 id="next-steps" className="text-xl font-bold">
        What Happens Next
      </h2>
      <ol className="mt-6 space-y-5">
        {steps(sent).map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden
              className="flex size-9 shrink-0 items-center justify-center rounded-full border border-line bg-paper font-display text-sm font-bold text-ink"
            >
              {index + 1}
            </span>
            <div>
              <p className="font-semibold text-ink">{step.title}</p>
              <p className="mt-1 text-[0.95rem] leading-relaxed text-muted">{step.description}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
