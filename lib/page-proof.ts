import { locations } from '@/content/locations';
import type { Location, Project, Service, Testimonial } from '@/content/model';
import { services } from '@/content/services';
import { nearbyWork, projectsForLocation, projectsForService, testimonialFor } from './content-queries';
import { rankedTestimonials, testimonialsForPage } from './testimonial-bands';

// A page's own film and testimonial first, then the closest there is, so every page has both while any exist.

interface Lists {
  projects: readonly Project[];
  testimonials: readonly Testimonial[];
}

export interface PageProof {
  film?: Project;
  testimonial?: Testimonial;
}

const lists = (portfolio: Lists) => ({ ...portfolio, services, locations });

export function serviceProof(service: Service, portfolio: Lists): PageProof {
  return {
    film:
      projectsForService(service, undefined, portfolio.projects)[0] ??
      portfolio.projects.find((project) => project.serviceSlugs.includes(service.slug)) ??
      portfolio.projects[0],
    testimonial:
      testimonialFor(service, portfolio.testimonials) ??
      rankedTestimonials({ serviceSlugs: [service.slug] }, lists(portfolio))[0],
  };
}

export function locationProof(location: Location, portfolio: Lists): PageProof {
  return {
    film:
      projectsForLocation(location, undefined, portfolio.projects)[0] ??
      nearbyWork(location, undefined, portfolio.projects)[0] ??
      portfolio.projects[0],
    testimonial: testimonialFor(location, portfolio.testimonials) ?? notInBand(location, portfolio),
  };
}

/** The closest testimonial to the place that its page's band does not show already. */
function notInBand(location: Location, portfolio: Lists): Testimonial | undefined {
  const band = new Set(testimonialsForPage(`location:${location.slug}`, portfolio).map((entry) => entry.slug));
  return rankedTestimonials({ locationSlug: location.slug, serviceSlugs: location.serviceSlugs }, lists(portfolio)).find(
    (entry) => !band.has(entry.slug),
  );
}
