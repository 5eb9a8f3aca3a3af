import { pricing } from '../../content/pricing';
import { services } from '../../content/services';
import { locationOptions } from '../../lib/contact/brief-content';
import { priceTable, type PriceTable } from '../../lib/pricing';

/** The prices of content/pricing.ts, which the builds without Contentful show; what the tests expect a brief to cost. */
export function embeddedPriceTable(): PriceTable | undefined {
  return priceTable(pricing, services, locationOptions());
}
