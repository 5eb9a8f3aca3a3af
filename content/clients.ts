import type { Client } from './schema';

/**
 * Clients named in the "clients" band (home, /about, /portfolio), in the order shown. Name only
 * clients who agreed to be named; with none here (or in Contentful), the band is not shown.
 * `projectSlug` links the name to the film made for them.
 */
export const clients: Client[] = [
  { name: 'Halden & Co.', projectSlug: 'milan-design-week' },
  { name: 'Stylus', projectSlug: 'stylus-promotional' },
  { name: 'Bulb Floristry', projectSlug: 'bulb-floristry' },
  { name: 'The Ordinary', projectSlug: 'the-ordinary' },
  { name: 'Weffan', projectSlug: 'weffan' },
];
