import { locations } from '../../content/locations';
import { projects } from '../../content/projects';
import { services } from '../../content/services';

/**
 * Every route type of the site, derived from content/ like the site's own navigation.
 * Blog posts come from the CMS at run time; the sweeps name theirs where they use them.
 */
export const staticRoutes = [
  '/',
  '/about',
  '/portfolio',
  '/contact',
  '/blog',
  '/faqs',
  '/privacy-policy',
  '/terms-of-service',
  '/sitemap',
  '/services',
  ...services.map((service) => `/${service.slug}`),
  ...locations.map((location) => `/${location.slug}-videographer`),
  ...projects.map((project) => `/portfolio/${project.slug}`),
];

/** Pages that are variants of another page, or no page at all: no unique title expected. */
export const variantRoutes = ['/contact?success=true', '/this-page-does-not-exist'];
