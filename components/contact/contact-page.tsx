import { Clock, MapPin, ShieldCheck } from 'lucide';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { IconList } from '@/components/ui/check-list';
import { CredentialsList } from '@/components/ui/credentials-list';
import { PageHeader } from '@/components/ui/page-header';
import { cn } from '@/lib/cn';
import { locationOptions, projectTypes } from '@/lib/contact/brief-content';
import { currentPriceTable } from '@/lib/contact/price-table';
import { CONTACT_PATH, CONTACT_RECEIVER_PATH, CONTACT_SUCCESS_PATH } from '@/lib/contact/routes';
import { env } from '@/lib/env';
import type { PriceEstimate } from '@/lib/pricing';
import { absoluteUrl } from '@/lib/seo';
import { ContactDetails } from './contact-details';
import { ContactFields } from './contact-fields';
import { ContactForm } from './contact-form';
import { contactFormIcons } from './contact-form-icons';
import { EnquirySent } from './enquiry-sent';
import { NextSteps } from './next-steps';

const PROMISES = [
  { key: 'reply', icon: Clock, content: 'Reply within one working day' },
  { key: 'quote', icon: ShieldCheck, content: 'Free, no-obligation quote' },
  { key: 'area', icon: MapPin, content: 'Lewes, Brighton, London & UK-wide' },
];

/** Nothing is pinned: a form column taller than a laptop's window kept "Send Message" below the screen. */
export async function ContactPage({ sent = false, estimate }: { sent?: boolean; estimate?: PriceEstimate }) {
  const types = projectTypes();
  // The form's island gets the rules of the moment; a confirmation has its range already.
  const prices = sent ? undefined : await currentPriceTable();
  const places = locationOptions();
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Let’s Talk About Your Project"
        intro="Planning a film for your business or event? Fill out the form or use the contact details on this page, and I’ll get back to you with ideas and a quote."
        crumbs={[{ name: 'Contact', path: CONTACT_PATH }]}
        compact={sent}
      >
        <IconList
          items={PROMISES}
          className={cn(sent ? 'mt-5' : 'mt-8', 'flex flex-wrap gap-x-8 gap-y-3 text-[0.95rem] font-medium text-ink')}
          itemClassName="flex items-center gap-2.5"
          iconClassName="size-5 text-brand"
        />
      </PageHeader>

      <div
        className={cn('container-page grid gap-8 pb-12 md:pb-16 lg:grid-cols-12 lg:gap-x-12', sent ? 'pt-8' : 'pt-12 md:pt-16')}
      >
        <div className="space-y-8 lg:col-span-7">
          <section aria-labelledby="get-in-touch" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
            <h2 id="get-in-touch" className="text-display-sm font-bold">
              Get in Touch
            </h2>
            {sent ? (
              <EnquirySent estimate={estimate} />
            ) : (
              <>
                <p className="mt-3 mb-8 leading-relaxed text-muted">
                  A few details are all I need to start. I’ll come back to you with questions, ideas and a clear quote.
                </p>
                <ContactForm
                  action={env.CONTACT_FORM_ACTION ?? CONTACT_RECEIVER_PATH}
                  choices={{ projectTypes: types.map((type) => type.value), locations: places.map((place) => place.value) }}
                  priceTable={prices}
                  icons={contactFormIcons}
                >
                  <ContactFields
                    nextUrl={absoluteUrl(CONTACT_SUCCESS_PATH)}
                    projectTypes={types}
                    locations={places}
                    icons={contactFormIcons}
                  />
                </ContactForm>
              </>
            )}
          </section>
          {sent ? (
            <TestimonialsBand page="contact" layout="column" />
          ) : (
            <>
              <NextSteps />
              <Credentials />
            </>
          )}
        </div>

        <div className="space-y-8 lg:col-span-5">
          {sent && <NextSteps />}
          <ContactDetails />
          {!sent && <TestimonialsBand page="contact" layout="column" />}
        </div>

        {sent && <Credentials className="lg:col-span-12" listClassName="lg:grid-cols-4" />}
      </div>
    </>
  );
}

function Credentials({ className, listClassName }: { className?: string; listClassName?: string }) {
  return (
    <section
      aria-labelledby="credentials-title"
      className={cn('rounded-card border border-line bg-white/60 p-7 sm:p-9', className)}
    >
      <h2 id="credentials-title" className="text-xl font-bold">
        Why Clients Book with Confidence
      </h2>
      <CredentialsList className={cn('mt-6', listClassName)} />
    </section>
  );
}
