import 'server-only';
import { services } from '@/content/services';
import { getPricingRules } from '@/lib/contentful/pricing';
import { priceTable, type PriceTable } from '@/lib/pricing';
import { locationOptions } from './brief-content';

/** The price table every price is computed from (/contact's island, the confirmation, the receiver and its mail). */
export async function currentPriceTable(): Promise<PriceTable | undefined> {
  return priceTable(await getPricingRules(), services, locationOptions());
}
