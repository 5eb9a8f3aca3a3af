import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { IconList } from '@/components/ui/check-list';
import { CredentialsList } from '@/components/ui/credentials-list';
import { PageHeader } from '@/components/ui/page-header';
import type { Project } from '@/content/model';
import { site } from '@/content/site';
import { cn } from '@/lib/cn';
import { CONTACT_PATH, CONTACT_RECEIVER_PATH, CONTACT_SUCCESS_PATH } from '@/lib/contact-routes';
import { locationOptions, projectTypes } from '@/lib/contact/brief-content';
import { confirmationSteps } from '@/lib/contact/confirmation';
import { currentPriceTable } from '@/lib/contact/price-table';
import { env } from '@/lib/env';
import { withinReplyTime } from '@/lib/facts';
import { estimatePrice, unpricedNote, type PriceEstimate } from '@/lib/pricing';
import { absoluteUrl } from '@/lib/seo';
import { ContactDetails } from './contact-details';
import { ContactFields } from './contact-fields';
import { ContactForm } from './contact-form';
import { contactFormIcons } from './contact-form-icons';
import { EnquirySent } from './enquiry-sent';
import { NextSteps } from './next-steps';
import { WhatToPrepare } from './what-to-prepare';

const withinReply = withinReplyTime();

const PROMISES = [
  ...(withinReply ? [{ key: 'reply', icon: 'clock' as const, content: `Reply${withinReply}` }] : []),
  { key: 'quote', icon: 'shield-check' as const, content: 'Free, no-obligation quote' },
  { key: 'area', icon: 'map-pin' as const, content: 'Lewes, Brighton, London & UK-wide' },
];

interface ContactPageProps {
  sent?: boolean;
  estimate?: PriceEstimate;
  firstName?: string;
  film?: Project;
  /** A project type chosen by the address (/contact?type=…): the form starts with it and its price. */
  projectType?: string;
  /** A location chosen by the address (/contact?location=…, from a location's page): the brief starts on it. */
  location?: string;
}

/** Nothing is pinned: a pinned form column taller than a laptop's window kept "Send Message" off screen. */
export async function ContactPage({ sent = false, estimate, firstName, film, projectType, location }: ContactPageProps) {
  const types = projectTypes();
  // The form's island gets the rules of the moment; a confirmation has its range already.
  const prices = sent ? undefined : await currentPriceTable();
  const places = locationOptions();
  return (
    <>
      <PageHeader
        {...(sent
          ? {
              eyebrow: 'Enquiry sent',
              title: firstName ? `Thank You, ${firstName}` : 'Thank You for Your Enquiry',
              intro: 'Your message is with me. Below is what happens next, and what you can do in the meantime.',
            }
          : {
              eyebrow: 'Contact',
              title: 'Let’s Talk About Your Project',
              intro:
                'Planning a film for your business or event? Fill out the form or use the contact details on this page, and I’ll get back to you with ideas and a quote.',
              // On a phone the form itself says as much, and the first field shows in the first screen.
              introClassName: 'max-sm:hidden',
            })}
        crumbs={[{ name: 'Contact', path: CONTACT_PATH }]}
        compact
      />

      <div className={cn('container-page grid gap-8 pb-12 md:pb-16 lg:grid-cols-12 lg:gap-x-12', sent ? 'pt-8' : 'pt-6 md:pt-8')}>
        <div className="space-y-8 lg:col-span-7">
          <section
            aria-labelledby="get-in-touch"
            className="flex flex-col rounded-card border border-line bg-white p-5 shadow-card min-[375px]:p-6 sm:p-10"
          >
            {/* On a phone the page's own heading names the form, which then starts the first screen. */}
            <h2 id="get-in-touch" className={cn('text-display-sm font-bold', !sent && 'max-sm:sr-only')}>
              {sent ? 'Your Enquiry' : 'Get in Touch'}
            </h2>
            {sent ? (
              <EnquirySent estimate={estimate} steps={confirmationSteps(site, film)} />
            ) : (
              <>
                {/* Read after the form on a phone, before it wherever Name still shows in the first screen. */}
                <Promises className="order-last mt-6 border-t border-line pt-6 text-[0.9rem] sm:order-none sm:mt-4 sm:mb-6 sm:border-t-0 sm:border-b sm:pt-0 sm:pb-6" />
                <ContactForm
                  action={env.CONTACT_FORM_ACTION ?? CONTACT_RECEIVER_PATH}
                  choices={{ projectTypes: types.map((type) => type.value), locations: places.map((place) => place.value) }}
                  priceTable={prices}
                  initialEstimate={projectType ? estimatePrice({ projectType }, prices) : undefined}
                  initialNote={projectType ? unpricedNote({ projectType }, prices) : undefined}
                  icons={contactFormIcons}
                >
                  <ContactFields
                    nextUrl={absoluteUrl(CONTACT_SUCCESS_PATH)}
                    projectType={projectType}
                    location={location}
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
          {sent && (
            <>
              <NextSteps sent />
              <WhatToPrepare />
            </>
          )}
          <ContactDetails />
          {!sent && <TestimonialsBand page="contact" layout="column" />}
        </div>

        {sent && <Credentials className="lg:col-span-12" listClassName="lg:grid-cols-4" />}
      </div>
    </>
  );
}

function Promises({ className }: { className?: string }) {
  return (
    <IconList
      items={PROMISES}
      className={cn('flex flex-wrap gap-x-6 gap-y-2.5 font-medium text-ink', className)}
      itemClassName="flex items-center gap-2"
      iconClassName="size-5 text-brand"
    />
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
