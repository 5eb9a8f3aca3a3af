import { NumberedSteps } from '@/components/ui/numbered-steps';
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
      <NumberedSteps
        steps={steps(sent)}
        number={(index) => index + 1}
        classNames={{
          list: 'mt-6 space-y-5',
          step: 'flex gap-4',
          number:
            'flex size-9 shrink-0 items-center justify-center rounded-full border border-line bg-paper font-display text-sm font-bold text-ink',
          title: 'font-semibold text-ink',
          description: 'mt-1 text-[0.95rem] leading-relaxed text-muted',
        }}
      />
    </section>
  );
}
