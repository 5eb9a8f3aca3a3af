import type { PricingRules, Service } from '@/content/model';
import {
  ELSEWHERE,
  EXTRAS,
  FILM_LENGTHS,
  projectTypeOf,
  type Extra,
  type FilmLength,
  type LocationOption,
} from '../content/brief';

// Small enough to hand to the form's island, so the browser and the receiver compute the same range.
export interface PriceTable {
  types: Record<string, { label: string; base: number }>;
  unpriced: Record<string, { label: string; from: number }>;
  spreadPercent: number;
  length: Record<string, number>;
  extraDay: number;
  /** Each place on the list, with its travel price; null where the rules have none, and travel is quoted separately. */
  travel: Record<string, { label: string; cost: number | null }>;
  elsewhere: number;
  extras: Record<string, number>;
  rushPercent: number;
}

export interface PriceBrief {
  projectType?: string;
  length?: string;
  shootDays?: string;
  location?: string;
  extras?: readonly string[];
}

export interface PriceEstimate {
  low: number;
  high: number;
  reason: string;
}

export function priceTable(
  rules: PricingRules | null | undefined,
  services: readonly Pick<Service, 'slug' | 'title' | 'priceFrom' | 'projectType'>[],
  locations: readonly LocationOption[],
): PriceTable | undefined {
  if (!rules) return undefined;
  const types: PriceTable['types'] = {};
  const unpriced: PriceTable['unpriced'] = {};
  for (const service of services) {
    const type = projectTypeOf(service);
    if (rules.services.includes(service.slug)) types[type.value] = { label: type.label, base: service.priceFrom };
    else unpriced[type.value] = { label: type.label, from: service.priceFrom };
  }
  const travel: PriceTable['travel'] = {};
  for (const location of locations) {
    const priced = Object.hasOwn(rules.travel.locations, location.value);
    travel[location.value] = { label: location.label, cost: priced ? rules.travel.locations[location.value]! : null };
  }
  return {
    types,
    unpriced,
    spreadPercent: rules.spreadPercent,
    length: rules.length,
    extraDay: rules.extraDay,
    travel,
    elsewhere: rules.travel.elsewhere,
    extras: rules.extras,
    rushPercent: rules.rushPercent,
  };
}

const STEP = 50;
export function formatPounds(value: number): string {
  const whole = Math.round(Math.abs(value));
  return `${value < 0 && whole > 0 ? '-' : ''}£${String(whole).replace(/\B(?=(\d{3})+$)/g, ',')}`;
}

export function estimatePrice(brief: PriceBrief, table: PriceTable | undefined): PriceEstimate | undefined {
  const type = table && brief.projectType ? table.types[brief.projectType] : undefined;
  if (!table || !type) return undefined;
  let low = type.base;
  const parts = [`${type.label} from ${formatPounds(type.base)}`];
  const add = (amount: number | undefined, what: string) => {
    if (!amount || amount <= 0) return;
    low += amount;
    parts.push(`${what} +${formatPounds(amount)}`);
  };

  const length = FILM_LENGTHS.find((item) => item.value === brief.length);
  if (length) add(table.length[length.value as FilmLength], length.label.toLowerCase());
  const days = Number(brief.shootDays);
  if (Number.isInteger(days) && days > 1) add((days - 1) * table.extraDay, `${days - 1} extra shoot day${days > 2 ? 's' : ''}`);
  const place = brief.location && Object.hasOwn(table.travel, brief.location) ? table.travel[brief.location] : undefined;
  if (brief.location === ELSEWHERE) add(table.elsewhere, 'travel beyond the home area');
  // Never quoted as if it cost nothing: the range leaves out what the rules do not price, and says so.
  else if (place?.cost === null) parts.push(`travel to ${place.label} quoted separately`);
  else if (place) add(place.cost, `travel to ${place.label}`);
  const chosen = new Set(brief.extras ?? []);
  for (const extra of EXTRAS)
    if (extra.value !== 'rush' && chosen.has(extra.value)) add(table.extras[extra.value as Extra], extra.label.toLowerCase());

  let high = low * (1 + table.spreadPercent / 100);
  if (chosen.has('rush') && table.rushPercent > 0) {
    low *= 1 + table.rushPercent / 100;
    high *= 1 + table.rushPercent / 100;
    parts.push(`a rush edit +${table.rushPercent}%`);
  }
  const bottom = Math.floor(low / STEP) * STEP;
  return { low: bottom, high: Math.max(bottom, Math.ceil(high / STEP) * STEP), reason: parts.join(', ') };
}

export function unpricedNote(brief: PriceBrief, table: PriceTable | undefined): string | undefined {
  const type = table && brief.projectType ? table.unpriced[brief.projectType] : undefined;
  return type && `${type.label} starts from ${formatPounds(type.from)}; I price a film like this from your brief, in my reply.`;
}

export function priceRangeText(estimate: PriceEstimate): string {
  return `${formatPounds(estimate.low)}–${formatPounds(estimate.high)}`;
}

export const INDICATIVE_NOTE = 'Indicative only, not a quote: the price follows your brief and is confirmed in my reply.';
