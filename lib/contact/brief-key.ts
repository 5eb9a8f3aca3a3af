import { ELSEWHERE, EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from '../../content/brief';
import type { PriceBrief } from '../pricing';

// The page recomputes the range from the key: a visitor who edits it gets another brief's price, never a false one.

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
