import { Clock, MapPin, ShieldCheck } from 'lucide';
import { TestimonialsBand } from '@/components/testimonials/testimonials-band';
import { CredentialsList } from '@/components/ui/credentials-list';
import { Icon } from '@/components/ui/icon';
import { PageHeader } from '@/components/ui/page-header';
import { CONTACT_PATH, CONTACT_RECEIVER_PATH, CONTACT_SUCCESS_PATH } from '@/lib/contact/routes';
import { env } from '@/lib/env';
import { absoluteUrl } from '@/lib/seo';
import { ContactDetails } from './contact-details';
import { ContactForm } from './contact-form';
import { contactFormIcons } from './contact-form-icons';
import { EnquirySent } from './enquiry-sent';
import { NextSteps } from './next-steps';

const PROMISES = [
  { icon: Clock, text: 'Reply within one working day' },
  { icon: ShieldCheck, text: 'Free, no-obligation quote' },
  { icon: MapPin, text: 'Lewes, Brighton, London & UK-wide' },
];

/** Rendered for /contact and /contact/sent (see lib/contact/routes.ts); the form comes first, so it is first on a phone. */
export function ContactPage({ sent = false }: { sent?: boolean }) {
  return (
    <>
      <PageHeader
        eyebrow="Contact"
        title="Let’s Talk About Your Project"
        intro="Planning a film for your business or event? Fill out the form or use the contact details on this page, and I’ll get back to you with ideas and a quote."
        crumbs={[{ name: 'Contact', path: CONTACT_PATH }]}
      >
        <ul className="mt-8 flex flex-wrap gap-x-8 gap-y-3 text-[0.95rem] font-medium text-ink">
          {PROMISES.map(({ icon, text }) => (
            <li key={text} className="flex items-center gap-2.5">
              <Icon icon={icon} className="size-5 text-brand" />
              {text}
            </li>
          ))}
        </ul>
      </PageHeader>

      <div className="container-page grid gap-10 py-12 md:py-16 lg:grid-cols-12 lg:gap-12">
        <section aria-labelledby="get-in-touch" className="lg:sticky lg:top-24 lg:col-span-7 lg:self-start">
          <div className="rounded-card border border-line bg-white p-6 shadow-card sm:p-10">
            <h2 id="get-in-touch" className="text-display-sm font-bold">
              Get in Touch
            </h2>
            <p className="mt-3 mb-8 leading-relaxed text-muted">
              A few details are all I need to start. I’ll come back to you with questions, ideas and a clear quote.
            </p>
            <ContactForm
              action={env.CONTACT_FORM_ACTION ?? CONTACT_RECEIVER_PATH}
              nextUrl={absoluteUrl(CONTACT_SUCCESS_PATH)}
              icons={contactFormIcons}
            />
            {sent && <EnquirySent />}
          </div>
        </section>

        <div className="space-y-8 lg:col-span-5">
          <ContactDetails />
          <TestimonialsBand layout="column" />
          <section aria-labelledby="credentials-title" className="rounded-card border border-line bg-white/60 p-7 sm:p-9">
            <h2 id="credentials-title" className="text-xl font-bold">
              Why clients book with confidence
            </h2>
            <CredentialsList className="mt-6 sm:grid-cols-1" />
          </section>
          <NextSteps />
        </div>
      </div>
    </>
  );
}
