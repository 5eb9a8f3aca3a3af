import { CircleCheckBig } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Link } from '@/components/ui/link';
import { site } from '@/content/site';
import { CONTACT_PATH } from '@/lib/contact-routes';
import type { NextStep } from '@/lib/contact/confirmation';
import type { PriceEstimate } from '@/lib/pricing';
import { ConfirmationSteps } from './confirmation-steps';
import { PriceEstimateBox } from './price-estimate';

/** In the pre-rendered HTML; role="status" and autofocus make the confirmation both seen and read out. */
export function EnquirySent({ estimate, steps }: { estimate?: PriceEstimate; steps: readonly NextStep[] }) {
  return (
    <div className="mt-6">
      <div
        id="enquiry-sent"
        role="status"
        tabIndex={-1}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- arriving after a post, the confirmation is what the visitor needs to hear first.
        autoFocus
        className="flex scroll-mt-28 gap-3 rounded-2xl border border-success/30 bg-success-soft p-4 text-success outline-none focus-visible:ring-4 focus-visible:ring-success/25 sm:gap-4 sm:p-6"
      >
        {/* Left out on the narrowest phones, where the e-mail address needs the whole line. */}
        <Icon icon={CircleCheckBig} className="mt-0.5 size-6 shrink-0 max-[374px]:hidden" />
        <div className="min-w-0">
          <p className="font-display text-lg font-bold">Thank you! Your message has been sent.</p>
          <p className="mt-1 leading-relaxed">
            {/* When the reply is due is said once, in the steps below. */}
            I’ll get back to you by email. If it’s urgent, write to{' '}
            {/* Whole or on a line of its own: an address split across lines is misread and miscopied. */}
            <span className="whitespace-nowrap">
              <a
                href={`mailto:${site.email}`}
                data-testid="sent-email"
                className="inline-block py-0.5 font-semibold underline underline-offset-4"
              >
                {site.email}
              </a>
              .
            </span>
          </p>
        </div>
      </div>
      {estimate && (
        <div className="mt-6">
          <PriceEstimateBox estimate={estimate} />
        </div>
      )}
      <ConfirmationSteps steps={steps} />
      <p className="mt-6 text-[0.95rem] text-muted">
        Something to add?{' '}
        <Link href={CONTACT_PATH} className="font-semibold text-ink underline underline-offset-4 hover:text-brand">
          Send another message
        </Link>
      </p>
    </div>
  );
}
