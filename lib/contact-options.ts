import type { Site } from '@/content/schema';
import { site as siteContent } from '@/content/site';

export interface ContactOption {
  kind: 'phone' | 'booking';
  /** What the line is, shown above it. */
  label: string;
  /** The link's own words. */
  text: string;
  href: string;
}

/** The phone number as a `tel:` address: its digits and leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** The ways to reach the owner besides the form and e-mail, only those set in content/site.ts. */
export function contactOptions(site: Pick<Site, 'phone' | 'bookingUrl'> = siteContent): ContactOption[] {
  const options: ContactOption[] = [];
  if (site.phone) options.push({ kind: 'phone', label: 'Phone', text: site.phone, href: telHref(site.phone) });
  if (site.bookingUrl)
    options.push({ kind: 'booking', label: 'Book a call', text: 'Choose a time that suits you', href: site.bookingUrl });
  return options;
}
