import type { Site } from '@/content/model';
import { site as siteContent } from '@/content/site';

export interface ContactOption {
  kind: 'phone' | 'booking';
  label: string;
  text: string;
  href: string;
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function contactOptions(site: Pick<Site, 'phone' | 'bookingUrl'> = siteContent): ContactOption[] {
  const options: ContactOption[] = [];
  if (site.phone) options.push({ kind: 'phone', label: 'Phone', text: site.phone, href: telHref(site.phone) });
  if (site.bookingUrl)
    options.push({ kind: 'booking', label: 'Book a call', text: 'Choose a time that suits you', href: site.bookingUrl });
  return options;
}
