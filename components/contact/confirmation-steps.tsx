import { CalendarClock, Clapperboard, Mail, Phone } from 'lucide';
import type { ReactNode } from 'react';
import { ArrowLink } from '@/components/ui/arrow-link';
import { Icon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { Link } from '@/components/ui/link';
import type { NextStep } from '@/lib/contact/confirmation';
import { projectPagePath } from '@/lib/routes';

export function ConfirmationSteps({ steps }: { steps: readonly NextStep[] }) {
  return (
    <section aria-labelledby="confirmation-steps" data-testid="confirmation-steps" className="mt-8">
      <h3 id="confirmation-steps" className="eyebrow text-ink">
        What You Can Do Now
      </h3>
      <ul className="mt-4 divide-y divide-line border-y border-line">
        {steps.map((step) => (
          <li key={step.kind} data-step={step.kind} className="py-5">
            <Step step={step} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function IconStep({ icon, title, children }: { icon: Parameters<typeof Icon>[0]['icon']; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-full border border-line bg-paper text-brand">
        <Icon icon={icon} className="size-5" />
      </span>
      <div>
        <p className="font-semibold text-ink">{title}</p>
        {children}
      </div>
    </div>
  );
}

function Step({ step }: { step: NextStep }) {
  switch (step.kind) {
    case 'booking':
      return (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <IconStep icon={CalendarClock} title="Talk it through sooner">
            <p className="mt-1 text-[0.95rem] leading-relaxed text-muted">
              Book a short call at a time that suits you, rather than wait for my email.
            </p>
          </IconStep>
          {/* On a phone the button sits under the text, past the icon and its gap. */}
          <Link
            href={step.href}
            target="_blank"
            rel="noopener noreferrer"
            className="ml-15 inline-flex h-12 shrink-0 items-center justify-center gap-2 self-start rounded-full bg-brand px-6 text-sm font-semibold whitespace-nowrap text-white transition-colors hover:bg-brand-deep sm:ml-0 sm:self-center"
          >
            Book a call
            <span className="sr-only"> (opens in a new tab)</span>
          </Link>
        </div>
      );
    case 'phone':
      return (
        <IconStep icon={Phone} title="Rather talk it through now?">
          <p className="mt-1 text-[0.95rem] leading-relaxed text-muted">
            Call me on{' '}
            <a
              href={step.href}
              className="inline-block py-0.5 font-semibold whitespace-nowrap text-ink underline underline-offset-4 hover:text-brand"
            >
              {step.text}
            </a>
            .
          </p>
        </IconStep>
      );
    case 'film':
      return (
        <div className="flex gap-4">
          <div className="relative aspect-video w-28 shrink-0 self-start overflow-hidden rounded-xl bg-ink shadow-card sm:w-36">
            <Image src={step.project.poster.src} alt="" fill sizes="144px" className="object-cover" />
          </div>
          <div className="min-w-0">
            <p className="text-sm text-muted">A film like yours</p>
            <p className="mt-0.5 font-semibold text-ink">{step.project.title}</p>
            <ArrowLink
              href={projectPagePath(step.project)}
              aria-label={`${step.project.film ? 'Watch the film' : 'See the case study'}: ${step.project.title}`}
              className="w-fit rounded-sm text-[0.95rem] text-ink decoration-transparent hover:decoration-brand"
            >
              {step.project.film ? 'Watch the film' : 'See the case study'}
            </ArrowLink>
          </div>
        </div>
      );
    case 'portfolio':
      return (
        <IconStep icon={Clapperboard} title="See films made for clients like you">
          <ArrowLink
            href="/portfolio"
            className="w-fit rounded-sm text-[0.95rem] text-ink decoration-transparent hover:decoration-brand"
          >
            Browse the portfolio
          </ArrowLink>
        </IconStep>
      );
    case 'reply':
      return (
        <IconStep icon={Mail} title={`Look out for my reply within ${step.within}`}>
          <p className="mt-1 text-[0.95rem] leading-relaxed text-muted">
            If my email is not in your inbox by then, please look in your spam folder.
          </p>
        </IconStep>
      );
  }
}
