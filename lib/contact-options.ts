import type { Site } from '@/content/model';
import { site as siteContent } from '@/content/site';

export interface ContactOption {
  kind: 'phone' | 'booking';
  label: string;
  text: string;
  href: string;
}

// "+44 (0)1273…" is written for people: the (0) is dialled only without the country code.
const dialled = (text: string) => text.replace(/[^\d+]/g, '');

export function telHref(phone: string): string {
  const international = dialled(phone).startsWith('+');
  return `tel:${dialled(international ? phone.replace(/\(\s*0\s*\)/g, '') : phone)}`;
}

export function contactOptions(site: Pick<Site, 'phone' | 'bookingUrl'> = siteContent): ContactOption[] {
  const options: ContactOption[] = [];
  if (site.phone) options.push({ kind: 'phone', label: 'Phone', text: site.phone, href: telHref(site.phone) });
  if (site.bookingUrl)
    options.push({ kind: 'booking', label: 'Book a call', text: 'Choose a time that suits you', href: site.bookingUrl });
  return options;
}
