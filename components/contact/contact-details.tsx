import type { ReactNode } from 'react';
import { ContactOptionLink } from '@/components/ui/contact-option-link';
import { MaskIcon } from '@/components/ui/mask-icon';
import { SocialLinks } from '@/components/ui/social-links';
import { site } from '@/content/site';
import { contactOptions, type ContactOption } from '@/lib/contact-options';

export function ContactDetails({ options = contactOptions() }: { options?: ContactOption[] }) {
  return (
    <section aria-labelledby="contact-information" className="on-dark rounded-card bg-ink p-7 text-white shadow-card sm:p-9">
      <h2 id="contact-information" className="text-2xl font-bold">
        Contact Information
      </h2>
      <ul className="mt-7 space-y-6">
        <Detail icon={<MaskIcon name="mail" className="size-5" />} label="Email">
          <a
            href={`mailto:${site.email}`}
            className="inline-block py-1 font-medium whitespace-nowrap text-white underline decoration-white/40 underline-offset-4 hover:decoration-brand-glow"
          >
            {site.email}
          </a>
        </Detail>
        {options.map((option) => (
          <Detail
            key={option.kind}
            icon={<MaskIcon name={option.kind === 'phone' ? 'phone' : 'calendar-plus'} className="size-5" />}
            label={option.label}
          >
            <ContactOptionLink
              option={option}
              className="inline-block py-1 font-medium text-white underline decoration-white/40 underline-offset-4 hover:decoration-brand-glow"
            />
          </Detail>
        ))}
        <Detail icon={<MaskIcon name="map-pin" className="size-5" />} label="Location">
          Based in {site.locality}, {site.region}, serving Brighton and the South East, London and clients nationally.
        </Detail>
        <Detail icon={<MaskIcon name="calendar-clock" className="size-5" />} label="Availability">
          Currently booking projects for the upcoming months. Early contact is advised, especially for event videography, as dates
          fill up quickly.
        </Detail>
      </ul>

      <div className="mt-9 border-t border-white/15 pt-7">
        <h3 className="text-lg font-bold">Follow Me</h3>
        {/* Two across wherever the longest name (Instagram) fits beside its glyph; one on the narrowest phones. */}
        <SocialLinks labelled className="mt-4 grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-3" />
      </div>
    </section>
  );
}

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-4">
      {/* Left out on the narrowest phones, where the e-mail address needs the whole line. */}
      <span
        aria-hidden
        className="flex size-11 shrink-0 items-center justify-center rounded-full bg-white/8 text-brand-glow max-[374px]:hidden"
      >
        {icon}
      </span>
      <div>
        <p className="eyebrow text-muted-on-dark">{label}</p>
        <div className="mt-1.5 leading-relaxed text-white/90">{children}</div>
      </div>
    </li>
  );
}
