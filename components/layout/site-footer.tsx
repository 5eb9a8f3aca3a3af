import { ButtonLink } from '@/components/ui/button-link';
import { ContactOptionLink } from '@/components/ui/contact-option-link';
import { Link } from '@/components/ui/link';
import { MaskIcon } from '@/components/ui/mask-icon';
import { SocialLinks } from '@/components/ui/social-links';
import { site } from '@/content/site';
import { contactOptions } from '@/lib/contact-options';
import type { NavLink } from '@/lib/nav-section';
import { footerSectionLinks, footerServiceLinks, legalLinks } from '@/lib/navigation';
import { BrandMark } from './brand-mark';
import { LinkList } from './link-list';

export function SiteFooter() {
  // The year the page was generated: every page is regenerated at least daily (app/layout.tsx).
  const year = new Date().getFullYear();
  return (
    <footer className="on-dark bg-ink text-white">
      <div className="container-page grid grid-cols-2 gap-x-6 gap-y-12 py-16 md:grid-cols-12 md:gap-x-10 md:py-20">
        <div className="col-span-2 md:col-span-12 lg:col-span-3">
          <Link href="/" aria-label={`${site.name}, home`} className="footer-row rounded-md">
            <BrandMark tone="light" className="text-xl" />
          </Link>
          <p className="mt-5 max-w-sm leading-relaxed text-muted-on-dark">{site.description}</p>
          <SocialLinks className="mt-8 flex gap-3" />
        </div>

        <LinkColumn title="Explore" links={footerSectionLinks()} className="md:col-span-3 lg:col-span-2" />

        <LinkColumn title="Services" links={footerServiceLinks()} className="md:col-span-4 lg:col-span-3" />

        <div className="col-span-2 md:col-span-5 lg:col-span-4">
          <h2 className="eyebrow text-muted-on-dark">Get in Touch</h2>
          <ul className="mt-3 md:mt-5 md:space-y-3">
            <li className="flex items-center gap-3">
              <MaskIcon name="mail" className="size-4 text-brand-glow" />
              <a
                href={`mailto:${site.email}`}
                className="footer-row footer-link whitespace-nowrap underline-offset-4 hover:underline"
              >
                {site.email}
              </a>
            </li>
            {contactOptions().map((option) => (
              <li key={option.kind} className="flex items-center gap-3">
                <MaskIcon name={option.kind === 'phone' ? 'phone' : 'calendar-plus'} className="size-4 text-brand-glow" />
                <ContactOptionLink option={option} className="footer-row footer-link underline-offset-4 hover:underline">
                  {option.kind === 'booking' ? 'Book a call' : option.text}
                </ContactOptionLink>
              </li>
            ))}
            <li className="flex min-h-11 items-center gap-3 text-white/90 md:min-h-0">
              <MaskIcon name="map-pin" className="size-4 text-brand-glow" />
              {site.locality}, {site.region}
            </li>
          </ul>
          <ButtonLink href="/contact" className="mt-6 text-base md:mt-8">
            Contact Me
            <MaskIcon name="arrow-up-right" className="size-4" />
          </ButtonLink>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 text-sm text-muted-on-dark md:flex-row md:items-center md:justify-between">
          <p>
            © {year} {site.name}. All rights reserved.
          </p>
          <nav aria-label="Legal">
            <LinkList
              links={legalLinks}
              className="flex flex-wrap gap-x-6 md:gap-y-2"
              linkClassName="footer-row hover:text-white"
            />
          </nav>
        </div>
      </div>
    </footer>
  );
}

function LinkColumn({ title, links, className }: { title: string; links: readonly NavLink[]; className: string }) {
  return (
    <nav aria-label={title} className={className}>
      <h2 className="eyebrow text-muted-on-dark">{title}</h2>
      <LinkList links={links} className="mt-3 md:mt-5 md:space-y-3" linkClassName="footer-row footer-link" />
    </nav>
  );
}
