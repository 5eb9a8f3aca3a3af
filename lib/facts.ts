import type { Site } from '@/content/schema';
import { site as siteContent } from '@/content/site';
import { yearsFilming } from './content';

export interface Fact {
  /** The figure, shown large: "8", "120+", "1 day". */
  value: string;
  label: string;
}

const count = new Intl.NumberFormat('en-GB');

/** The facts band's entries, in a buyer's order, from the owner's figures only: what is not filled in is left out. */
export function factsBand(site: Pick<Site, 'facts' | 'credentials'> = siteContent, today: Date = new Date()): Fact[] {
  const { filmsDelivered, repeatClientsPercent, responseTime, insured } = site.facts;
  const years = yearsFilming(site.credentials.filmingSince, today);
  const facts: Fact[] = [];
  if (filmsDelivered) facts.push({ value: count.format(filmsDelivered), label: 'films delivered' });
  facts.push({ value: String(years), label: `${years === 1 ? 'year' : 'years'} filming for clients` });
  if (repeatClientsPercent) facts.push({ value: `${repeatClientsPercent}%`, label: 'of clients come back' });
  if (responseTime) facts.push({ value: responseTime, label: 'to a reply' });
  if (insured) facts.push({ value: 'Insured', label: 'public liability, every shoot' });
  return facts;
}
