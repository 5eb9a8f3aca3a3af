// In UK time; the owner works Monday to Friday (bank holidays are not known).

const UK = 'Europe/London';
/** The mail is due from this hour (UK time) of the month's first weekday, not in the night before it. */
export const REPORT_HOUR = 8;

interface UkTime {
  year: number;
  month: number;
  day: number;
  hour: number;
}

const ukParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: UK,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

function ukTime(time: number): UkTime {
  const parts = Object.fromEntries(ukParts.formatToParts(time).map((part) => [part.type, Number(part.value)]));
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour! };
}

const pad = (value: number) => String(value).padStart(2, '0');
const monthOf = (year: number, month: number) => `${year}-${pad(month)}`;
const isWeekend = (date: Date) => date.getUTCDay() === 0 || date.getUTCDay() === 6;

export function firstWeekday(year: number, month: number): number {
  const date = new Date(Date.UTC(year, month - 1, 1));
  while (isWeekend(date)) date.setUTCDate(date.getUTCDate() + 1);
  return date.getUTCDate();
}

/** The month (YYYY-MM) whose report is due at `time`: the one before, from its first weekday's REPORT_HOUR on. */
export function dueReportMonth(time: number): string | undefined {
  const now = ukTime(time);
  const first = firstWeekday(now.year, now.month);
  if (now.day < first || (now.day === first && now.hour < REPORT_HOUR)) return undefined;
  return now.month === 1 ? monthOf(now.year - 1, 12) : monthOf(now.year, now.month - 1);
}

export function ukDate(time: number): string {
  const { year, month, day } = ukTime(time);
  return `${monthOf(year, month)}-${pad(day)}`;
}

export function previousWeekday(time: number): string {
  const { year, month, day } = ukTime(time);
  const date = new Date(Date.UTC(year, month - 1, day));
  do date.setUTCDate(date.getUTCDate() - 1);
  while (isWeekend(date));
  return date.toISOString().slice(0, 10);
}

export const monthTitle = (month: string) =>
  new Date(`${month}-15T12:00:00Z`).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
