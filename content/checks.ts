import {
  pricingRulesSchema,
  type Client,
  type Location,
  type PricingRules,
  type Project,
  type Service,
  type Testimonial,
} from './model';

// The checks across entries that a declaration alone cannot make: a slug naming no entry, rules pricing what the
// site does not have. `next build` runs them on content/ (lib/content-check.ts).

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

type PricingContent = {
  services: readonly Pick<Service, 'slug' | 'title'>[];
  locations: readonly Pick<Location, 'slug' | 'name'>[];
};

/**
 * Every problem of the pricing rules, as "path: what", naming the entry and the field. A location without a travel
 * price is one: its shoots would be quoted as if they were in the home area, below what they cost.
 */
export function pricingProblems(
  rules: unknown,
  { services, locations }: { services: readonly Pick<Service, 'slug'>[]; locations: readonly Pick<Location, 'slug' | 'name'>[] },
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
  for (const location of locations)
    if (!Object.hasOwn(result.data.travel.locations, location.slug))
      problems.push(
        `travel.locations.${location.slug}: ${location.name} has no travel price. Add one (0 if a shoot there costs no travel), so that a shoot there is not quoted below its cost`,
      );
  return problems;
}

/**
 * What the rules leave without a price, which the site shows without (never a reason to show no price at all): a
 * service outside the priced ones keeps its "From £…" and the form says its price comes in the reply; for a location
 * without a travel price (a Pricing entry made before its page) the form says travel there is quoted separately.
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
