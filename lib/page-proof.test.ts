import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { nearbyWork, projectsForLocation, projectsForService, testimonialFor } from './content-queries';
import { locationProof, serviceProof } from './page-proof';
import { testimonialsForPage } from './testimonial-bands';

const portfolio = { projects, testimonials };

describe('serviceProof', () => {
  it('gives every service a film and a testimonial: its own when it has them', () => {
    for (const service of services) {
      const proof = serviceProof(service, portfolio);
      expect(proof.film).toBeDefined();
      expect(proof.testimonial).toBeDefined();
      const own = projectsForService(service, undefined, projects)[0];
      if (own) expect(proof.film).toBe(own);
      const quote = testimonialFor(service, testimonials);
      if (quote) expect(proof.testimonial).toBe(quote);
    }
  });

  it('falls back to a film listing the service, then any film, and to the testimonial closest to it', () => {
    const service = { ...services[0]!, slug: 'a-made-up-service', testimonialSlug: undefined };
    const listing = { ...projects[1]!, slug: 'listing', serviceSlugs: ['elsewhere', service.slug] };
    expect(serviceProof(service, { projects: [projects[0]!, listing], testimonials }).film).toBe(listing);
    expect(serviceProof(service, { projects: [projects[0]!], testimonials }).film).toBe(projects[0]);
    expect(serviceProof(service, { projects: [], testimonials: [] })).toEqual({ film: undefined, testimonial: undefined });
    expect(serviceProof(service, { projects, testimonials }).testimonial).toBeDefined();
  });
});

describe('locationProof', () => {
  it('gives every place a film (its own, else the nearest work) and a testimonial its band does not show', () => {
    for (const location of locations) {
      const proof = locationProof(location, portfolio);
      expect(proof.film).toBe(
        projectsForLocation(location, undefined, projects)[0] ?? nearbyWork(location, undefined, projects)[0],
      );
      expect(proof.testimonial).toBeDefined();
      const own = testimonialFor(location, testimonials);
      if (own) expect(proof.testimonial).toBe(own);
      else
        expect(testimonialsForPage(`location:${location.slug}`, portfolio).map((entry) => entry.slug)).not.toContain(
          proof.testimonial!.slug,
        );
    }
  });
});
