import type { Site } from '@/content/model';
import { site as siteContent } from '@/content/site';
import { yearsFilming } from './content-queries';

export interface Fact {
  value: string;
  label: string;
}

const count = new Intl.NumberFormat('en-GB');

export function replyTime(site: { facts: Pick<Site['facts'], 'responseTime'> } = siteContent): string | undefined {
  const time = site.facts.responseTime?.trim();
  return time ? time.charAt(0).toLowerCase() + time.slice(1) : undefined;
}

export function withinReplyTime(site: { facts: Pick<Site['facts'], 'responseTime'> } = siteContent): string {
  const time = replyTime(site);
  return time ? ` within ${time}` : '';
}

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
