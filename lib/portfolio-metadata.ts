import { site } from '@/content/site';
import { SERVICE_PLACES } from './page-titles';
import { pageMetadata } from './seo';

/** Every filtered view shares the portfolio's metadata: /portfolio is the address to index. */
export const portfolioMetadata = pageMetadata({
  title: 'Portfolio: Event, Corporate, Product & Social Media Films',
  description: `Watch event highlights, brand films, product adverts and social media content filmed by ${site.owner} for clients in ${SERVICE_PLACES} and beyond.`,
  path: '/portfolio',
});
