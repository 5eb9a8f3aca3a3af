import 'server-only';
import { unstable_cache } from 'next/cache';
import type { PricingRules } from '@/content/model';
import { pricing as embeddedPricing } from '@/content/pricing';
import { retrySoon } from './blog';
import { oncePerBuild } from './build-phase';
import { isContentfulConfigured } from './client';
import { readAfterChanges } from './content-changes';
import { lastRead } from './last-read';
import { loadPricing } from './pricing-read';

export const PRICING_CACHE_TAG = 'pricing';
export const PRICING_REVALIDATE_SECONDS = 300;

// Wrapped in an object: null (no price) is a result to keep, not a miss.
const readPricing = oncePerBuild(() => readAfterChanges(() => loadPricing('delivery')));
const cachedPricing = unstable_cache(async () => ({ rules: await readPricing() }), ['contentful-pricing'], {
  tags: [PRICING_CACHE_TAG],
  revalidate: PRICING_REVALIDATE_SECONDS,
});

const lastPricing = lastRead<{ rules: PricingRules | null }>('pricing', 'pricing rules');

export async function getPricingRules(): Promise<PricingRules | null> {
  if (!isContentfulConfigured('delivery')) return embeddedPricing;
  const { value, stale } = await lastPricing.within(cachedPricing(), () => ({ rules: embeddedPricing }));
  if (stale) await retrySoon();
  return value.rules;
}
