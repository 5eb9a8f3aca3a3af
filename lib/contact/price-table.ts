import 'server-only';
import { services } from '@/content/services';
import { getPricingRules } from '@/lib/contentful/pricing';
import { priceTable, type PriceTable } from '@/lib/pricing';
import { locationOptions } from './brief-content';

export async function currentPriceTable(): Promise<PriceTable | undefined> {
  return priceTable(await getPricingRules(), services, locationOptions());
}
