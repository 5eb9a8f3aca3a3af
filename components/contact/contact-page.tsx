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

const withinReply = withinReplyTime();

const PROMISES = [
  ...(withinReply ? [{ key: 'reply', icon: 'clock' as const, content: `Reply${withinReply}` }] : []),
  { key: 'quote', icon: 'shield-check' as const, content: 'Free, no-obligation quote' },
  { key: 'area', icon: 'map-pin' as const, content: 'Lewes, Brighton, London & UK-wide' },
];

interface ContactPageProps {
  sent?: boolean;
  estimate?: PriceEstimate;
  /** On the confirmation: the visitor's first name, when the address carries it sealed and still fresh. */
  firstName?: string;
  /** On the confirmation: a film like the brief's. */
  film?: Project;
  /** A project type chosen by the address (/contact?type=…): the form starts with it and its price. */
  projectType?: string;
}

/**
 * Nothing is pinned: a form column taller than a laptop's window kept "Send Message" below the screen. The form
 * starts the page: a short header, and the promises inside its card, keep Name and Email in a laptop's first screen.
 */
export async function ContactPage({ sent = false, estimate, firstName, film, projectType }: ContactPageProps) {
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
            })}
        crumbs={[{ name: 'Contact', path: CONTACT_PATH }]}
        compact
      />

      <div className={cn('container-page grid gap-8 pb-12 md:pb-16 lg:grid-cols-12 lg:gap-x-12', sent ? 'pt-8' : 'pt-6 md:pt-8')}>
        <div className="space-y-8 lg:col-span-7">
          <section aria-labelledby="get-in-touch" className="rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
            <h2 id="get-in-touch" className="text-display-sm font-bold">
              Get in Touch
            </h2>
            {sent ? (
              <EnquirySent estimate={estimate} steps={confirmationSteps(site, film)} />
            ) : (
              <>
                <Promises className="mt-4 mb-6 border-b border-line pb-6 text-[0.9rem]" />
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
          {sent && <NextSteps sent />}
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
