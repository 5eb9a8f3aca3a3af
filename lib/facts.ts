import type { Site } from '@/content/model';
import { site as siteContent } from '@/content/site';
import { yearsFilming } from './content-queries';

export interface Fact {
  value: string;
  label: string;
}

const count = new Intl.NumberFormat('en-GB');

/**
 * The reply time the owner promises as a sentence says it ("One business day" → "one business day"), from the one
 * place it is set; undefined when none is, and each sentence that would name it leaves it out.
 */
export function replyTime(site: { facts: Pick<Site['facts'], 'responseTime'> } = siteContent): string | undefined {
  const time = site.facts.responseTime?.trim();
  return time ? time.charAt(0).toLowerCase() + time.slice(1) : undefined;
}

/** " within one business day", to follow a verb of replying; empty without a reply time. */
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
