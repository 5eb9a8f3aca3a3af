import type { Client } from './model';

/**
 * Clients named in the "clients" band (home, /about, /portfolio), in the order shown. Name only
 * clients who agreed to be named; with none here (or in Contentful), the band is not shown.
 * `projectSlug` links the name to the film made for them.
 */
export const clients: Client[] = [
  { sample: true, name: 'Halden & Co.', projectSlug: 'milan-design-week' },
  { sample: true, name: 'Stylus', projectSlug: 'stylus-promotional' },
  { sample: true, name: 'Bulb Floristry', projectSlug: 'bulb-floristry' },
  { sample: true, name: 'The Ordinary', projectSlug: 'the-ordinary' },
  { sample: true, name: 'Weffan', projectSlug: 'weffan' },
];
