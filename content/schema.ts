import { z } from 'zod';
import { FILM_LENGTHS, type FilmLength } from './brief';
import { filmSchema, imageSchema as image, isoDate, paragraphs, slug, text, videoHostSchema } from './fields';
import type { Client, Project, Testimonial } from './model';

export { filmSchema, videoHostSchema };
export { clientSchema, projectSchema, testimonialSchema } from './model';
export type { CallToAction, Client, Project, ProjectCategory, Testimonial } from './model';

export const faqSchema = z.object({ question: text, answer: text });
export const titledTextSchema = z.object({ title: text, description: text });

export const serviceIconSchema = z.enum(['briefcase', 'party-popper', 'smartphone', 'megaphone']);

const titledPage = z.object({ slug, title: text });

export const serviceSchema = titledPage.extend({
  /** For the footer's Services list. */
  shortTitle: text,
  icon: serviceIconSchema,
  summary: text,
  tagline: text,
  description: paragraphs,
  image: image.optional(),
  /** Whole pounds, shown as "From £…". */
  priceFrom: z.number().int().positive(),
  /** How the contact form names this kind of film; without it, the service's slug and title. */
  projectType: z.object({ value: slug, label: text }).optional(),
  features: z.array(text).min(3),
  benefits: z.array(titledTextSchema).min(1),
  process: z.array(titledTextSchema).min(1),
  faqs: z.array(faqSchema).min(1),
  testimonialSlug: slug.optional(),
  updatedAt: isoDate,
});

export const locationSchema = z.object({
  slug,
  name: text,
  tagline: text.optional(),
  description: paragraphs,
  imagePath: z.string().startsWith('/'),
  imageAlt: text,
  /** The county it lies in: a town without a film of its own shows the work from the rest of it. */
  county: text.optional(),
  /** Most booked there first. */
  serviceSlugs: z.array(slug).min(1),
  testimonialSlug: slug.optional(),
  benefits: z.array(titledTextSchema).min(1),
  faqs: z.array(faqSchema).min(1),
  updatedAt: isoDate,
});

export const socialProfileSchema = z.object({
  network: z.enum(['Instagram', 'LinkedIn', 'Vimeo', 'TikTok']),
  url: z.url({ protocol: /^https$/ }),
  handle: text,
});

/** Facts a buyer checks before sending an enquiry; shown on /about and /contact. */
export const credentialsSchema = z.object({
  /** Made up for the sample site (see sampleField in content/fields.ts): remove once each line is true. */
  sample: z.literal(true).optional(),
  insurance: text,
  equipment: text,
  /** The years of experience are counted from it. */
  filmingSince: z.number().int().min(1950).max(2100),
  /** Most typical first. */
  clients: z.array(text).min(1),
});

/**
 * Figures a buyer checks, shown as a short band. Each is the owner's to fill in: one left out
 * (undefined) is left out of the band, never estimated. Years of filming come from `filmingSince`.
 */
export const factsSchema = z.object({
  /** Made up for the sample site (see sampleField in content/fields.ts): remove once each figure is true. */
  sample: z.literal(true).optional(),
  filmsDelivered: z.number().int().positive().optional(),
  /** Share of clients who came back for another film, in per cent. */
  repeatClientsPercent: z.number().int().min(1).max(100).optional(),
  /** How soon an enquiry is answered, as promised on /contact ("One working day"). */
  responseTime: text.optional(),
  /** Whether public liability insurance covers every shoot (see credentials.insurance). */
  insured: z.boolean(),
});

export const siteSchema = z.object({
  name: text,
  owner: text,
  description: text,
  email: z.email(),
  locality: text,
  region: text,
  country: z.literal('GB'),
  geo: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
  areaServed: z.array(text).min(1),
  socials: z.array(socialProfileSchema).length(4),
  /** Optional: a number the owner answers, written as it should read ("+44 1273 123456"). */
  phone: z
    .string()
    .regex(/^\+?[\d ()-]{7,20}$/, 'a phone number of digits, spaces, brackets and hyphens')
    .optional(),
  /** Optional: the owner's own scheduling page, where a visitor books a call. */
  bookingUrl: z.url({ protocol: /^https$/ }).optional(),
  credentials: credentialsSchema,
  facts: factsSchema,
  /** Last change to the static pages' copy (home, about, contact, FAQs, legal). */
  updatedAt: isoDate,
});

export type Faq = z.infer<typeof faqSchema>;
export type TitledText = z.infer<typeof titledTextSchema>;
export type ServiceIcon = z.infer<typeof serviceIconSchema>;
export type Service = z.infer<typeof serviceSchema>;
export type VideoHost = z.infer<typeof videoHostSchema>;
export type Film = z.infer<typeof filmSchema>;
export type Location = z.infer<typeof locationSchema>;
export type SocialProfile = z.infer<typeof socialProfileSchema>;
export type Credentials = z.infer<typeof credentialsSchema>;
export type Facts = z.infer<typeof factsSchema>;
export type Site = z.infer<typeof siteSchema>;

type ContentLists = {
  services: readonly Service[];
  projects: readonly Project[];
  testimonials: readonly Testimonial[];
  locations: readonly Location[];
  clients?: readonly Client[];
};

/** Every slug reference that names no entry, as "where: what", so a typo fails the tests rather than a page. */
export function unknownReferences({ services, projects, testimonials, locations, clients = [] }: ContentLists): string[] {
  const known = {
    project: new Set(projects.map((entry) => entry.slug)),
    service: new Set(services.map((entry) => entry.slug)),
    testimonial: new Set(testimonials.map((entry) => entry.slug)),
    location: new Set(locations.map((entry) => entry.slug)),
  };
  const errors: string[] = [];
  const check = (where: string, kind: keyof typeof known, slugs: readonly (string | undefined)[]) => {
    for (const slug of slugs)
      if (slug !== undefined && !known[kind].has(slug)) errors.push(`${where}: unknown ${kind} "${slug}"`);
  };
  for (const service of services) check(`service ${service.slug}`, 'testimonial', [service.testimonialSlug]);
  for (const project of projects) {
    check(`project ${project.slug}`, 'service', project.serviceSlugs);
    check(`project ${project.slug}`, 'location', [project.locationSlug]);
  }
  for (const location of locations) {
    check(`location ${location.slug}`, 'service', location.serviceSlugs);
    check(`location ${location.slug}`, 'testimonial', [location.testimonialSlug]);
  }
  for (const testimonial of testimonials) check(`testimonial ${testimonial.slug}`, 'project', [testimonial.projectSlug]);
  for (const client of clients) check(`client ${client.name}`, 'project', [client.projectSlug]);
  return errors;
}

// Pricing rules (content/pricing.ts): the indicative price the contact form shows.

const pounds = z.number().int('whole pounds').min(0).max(1_000_000);
const percent = z.number().int('a whole per cent').min(0).max(500);

export const pricingRulesSchema = z.object({
  /**
   * The services whose "From £…" starts an indicative price, by slug (each one's project type on the form follows from
   * its service). A service left out keeps its "From £…"; the form says its price comes in the reply.
   */
  services: z.array(slug).min(1),
  /** How far the top of the range sits above its bottom, in per cent of it. */
  spreadPercent: percent,
  /** Added for each finished length. */
  length: z.object(Object.fromEntries(FILM_LENGTHS.map((length) => [length.value, pounds])) as Record<FilmLength, typeof pounds>),
  /** Added for each shoot day after the first. */
  extraDay: pounds,
  /** Travel by location slug (0 for the home area; a location left out gets no travel line), and anywhere else. */
  travel: z.object({ locations: z.record(slug, pounds), elsewhere: pounds }),
  /** Added for each extra chosen. */
  extras: z.object({ social: pounds, vertical: pounds, captions: pounds }),
  /** A rush edit puts this on the whole price. */
  rushPercent: percent,
});

export type PricingRules = z.infer<typeof pricingRulesSchema>;

type PricingContent = {
  services: readonly Pick<Service, 'slug' | 'title'>[];
  locations: readonly Pick<Location, 'slug' | 'name'>[];
};

/** Every problem of the pricing rules, as "path: what", naming the entry and the field. */
export function pricingProblems(
  rules: unknown,
  { services, locations }: { services: readonly Pick<Service, 'slug'>[]; locations: readonly Pick<Location, 'slug'>[] },
): string[] {
  const result = pricingRulesSchema.safeParse(rules);
  if (!result.success) return result.error.issues.map((issue) => `${issuePath(issue.path)}: ${issue.message}`);
  const problems: string[] = [];
  const locationSlugs = new Set(locations.map((location) => location.slug));
  result.data.services.forEach((serviceSlug, index) => {
    if (!services.some((service) => service.slug === serviceSlug))
      problems.push(`services[${index}]: unknown service "${serviceSlug}"`);
    if (result.data.services.indexOf(serviceSlug) < index) problems.push(`services[${index}]: "${serviceSlug}" is priced twice`);
  });
  for (const slug of Object.keys(result.data.travel.locations))
    if (!locationSlugs.has(slug)) problems.push(`travel.locations.${slug}: unknown location "${slug}"`);
  return problems;
}

/**
 * What the rules leave without a price, which the site shows without (never a reason to show no price at all): a
 * service outside the priced ones keeps its "From £…" and the form says its price comes in the reply; a location
 * without a travel price gets no travel line. The build names each one, so none goes unnoticed.
 */
export function pricingGaps(
  rules: Pick<PricingRules, 'services' | 'travel'>,
  { services, locations }: PricingContent,
): { unpricedServices: Pick<Service, 'slug' | 'title'>[]; placesWithoutTravel: Pick<Location, 'slug' | 'name'>[] } {
  return {
    unpricedServices: services.filter((service) => !rules.services.includes(service.slug)),
    placesWithoutTravel: locations.filter((location) => rules.travel.locations[location.slug] === undefined),
  };
}

function issuePath(path: readonly PropertyKey[]): string {
  return (
    path.reduce<string>(
      (text, key) => (typeof key === 'number' ? `${text}[${key}]` : `${text}${text ? '.' : ''}${String(key)}`),
      '',
    ) || '(the rules)'
  );
}
