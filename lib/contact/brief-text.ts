import { BUDGETS, ELSEWHERE, EXTRAS, FILM_LENGTHS, SHOOT_DAYS, type LocationOption } from '../../content/brief';
import { singleLine } from './clean-text';
import { FLEXIBLE, type BriefInput } from './enquiry-fields';

const BRIEF_LABELS = {
  length: 'Finished length',
  shootDays: 'Shoot days',
  location: 'Where',
  shootDate: 'Shoot date',
  deadline: 'Deadline',
  extras: 'Extras',
  budget: 'Budget',
} as const;

const labelOf = (list: readonly { value: string; label: string }[], value: string) =>
  list.find((item) => item.value === value)?.label ?? singleLine(value);

export function briefDetails(brief: BriefInput, locations: readonly LocationOption[]): { label: string; value: string }[] {
  const rows: { label: string; value: string }[] = [];
  const push = (label: string, value: string | undefined) => {
    if (value) rows.push({ label, value });
  };
  push(BRIEF_LABELS.length, brief.length && labelOf(FILM_LENGTHS, brief.length));
  push(BRIEF_LABELS.shootDays, brief.shootDays && labelOf(SHOOT_DAYS, brief.shootDays));
  push(
    BRIEF_LABELS.location,
    brief.location && (brief.location === ELSEWHERE ? 'Elsewhere' : labelOf(locations, brief.location)),
  );
  push(BRIEF_LABELS.shootDate, brief.shootDate && (brief.shootDate === FLEXIBLE ? 'Flexible' : singleLine(brief.shootDate)));
  push(BRIEF_LABELS.deadline, brief.deadline && singleLine(brief.deadline));
  push(BRIEF_LABELS.extras, brief.extras?.length ? brief.extras.map((extra) => labelOf(EXTRAS, extra)).join(', ') : undefined);
  push(BRIEF_LABELS.budget, brief.budget && labelOf(BUDGETS, brief.budget));
  return rows;
}
