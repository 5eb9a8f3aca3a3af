import type { Site } from './model';

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
  // Optional ways to ask besides the form, shown on /contact, in the footer and in the structured data
  // when set, e.g. phone: '+44 1273 123456', bookingUrl: 'https://cal.com/kestrelfilms'.
  phone: undefined,
  bookingUrl: undefined,
  // The facts band: fill in the figures you can stand behind; one left undefined is not shown.
  facts: {
    sample: true,
    filmsDelivered: undefined,
    repeatClientsPercent: undefined,
    responseTime: 'One working day',
    insured: true,
  },
  // Owner-editable facts shown as credentials on /about and /contact: keep each one true and checkable.
  credentials: {
    sample: true,
    insurance: 'Public liability and equipment insurance, with certificates and risk assessments for every venue.',
    equipment: 'Sony FX6 and FX3 cinema cameras, broadcast sound, professional lighting and a licensed drone pilot.',
    filmingSince: 2016,
    // Kinds of client, each written as it reads mid-sentence; they are shown as one sentence.
    clients: ['global brands and their agencies', 'small businesses and start-ups', 'event and festival organisers', 'charities'],
  },
  updatedAt: '2026-11-24',
};
