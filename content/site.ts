import type { Site } from './schema';

/** Brand facts used by the header, footer, metadata and the home page's local-business data. */
export const site: Site = {
  name: 'Kestrel Films',
  owner: 'Alex Marlowe',
  description:
    'Freelance videographer in Lewes, East Sussex, making corporate, event, promotional and social media films for businesses in Brighton, London and across the UK.',
  email: 'hello@kestrelfilms.co.uk',
  locality: 'Lewes',
  region: 'East Sussex',
  country: 'GB',
  geo: { latitude: 50.8739, longitude: 0.0088 },
  areaServed: ['Brighton', 'Lewes', 'London', 'South East England', 'United Kingdom'],
  socials: [
    { network: 'Instagram', url: 'https://www.instagram.com/kestrelfilms', handle: '@kestrelfilms' },
    { network: 'LinkedIn', url: 'https://www.linkedin.com/in/alexmarlowe-video', handle: 'alexmarlowe-video' },
    { network: 'Vimeo', url: 'https://vimeo.com/kestrelfilms', handle: 'kestrelfilms' },
    { network: 'TikTok', url: 'https://www.tiktok.com/@kestrelfilms', handle: '@kestrelfilms' },
  ],
  updatedAt: '2026-10-14',
};
