import { ELSEWHERE, EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from './enquiry-fields';
import type { PriceBrief } from '../pricing';

// The brief's priced choices as one short word for the confirmation's address, so the page can recompute the range
// with the site's own rules: a visitor who edits it only gets the price of another brief, never a false one.

/** What a key may name: the services' project types and the location pages' slugs. */
export interface BriefChoices {
  projectTypes: readonly string[];
  locations: readonly string[];
}

const FIELD = '_';
const EXTRA = '~';

export function briefKey(brief: PriceBrief): string {
  const extras = EXTRAS.map((extra) => extra.value).filter((value) => brief.extras?.includes(value));
  return [brief.projectType, brief.length, brief.shootDays, brief.location, extras.join(EXTRA)]
    .map((part) => part ?? '')
    .join(FIELD);
}

const inList = (list: readonly { value: string }[], value: string) => value === '' || list.some((item) => item.value === value);

/**
 * Only a key `briefKey` writes for one of the choices the form offers reads back; anything else is undefined, so the
 * pages rendered from keys are bounded by the form's lists. It does not depend on the prices (proxy.ts checks keys
 * before any page reads the rules): a key for a type without a price confirms the enquiry without one.
 */
export function parseBriefKey(key: string, choices: BriefChoices): PriceBrief | undefined {
  const parts = key.split(FIELD);
  if (parts.length !== 5) return undefined;
  const [projectType, length, shootDays, location, extras] = parts as [string, string, string, string, string];
  const brief: PriceBrief = {
    projectType,
    ...(length && { length }),
    ...(shootDays && { shootDays }),
    ...(location && { location }),
    ...(extras && { extras: extras.split(EXTRA) }),
  };
  const known =
    choices.projectTypes.includes(projectType) &&
    inList(FILM_LENGTHS, length) &&
    inList(SHOOT_DAYS, shootDays) &&
    (location === '' || location === ELSEWHERE || choices.locations.includes(location)) &&
    (brief.extras ?? []).every((extra) => inList(EXTRAS, extra));
  return known && briefKey(brief) === key ? brief : undefined;
}
