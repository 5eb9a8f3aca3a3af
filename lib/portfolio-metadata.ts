import { pageMetadata } from './seo';

/** Every filtered view shares the portfolio's metadata: /portfolio is the address to index. */
export const portfolioMetadata = pageMetadata({
  title: 'Portfolio: Event, Corporate, Product & Social Media Films',
  description:
    'Watch event highlights, brand films, product adverts and social media content filmed by Alex Marlowe for clients in Brighton, Lewes, London and beyond.',
  path: '/portfolio',
});
