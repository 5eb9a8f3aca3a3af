import { locations } from '../../content/locations';
import { projects } from '../../content/projects';
import { services } from '../../content/services';

/** Pages of which the site has one each. */
const singlePages = [
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
];

/** The pages of each template, one per content item, derived from content/ like the site's own navigation. */
const templates = [
  services.map((service) => `/${service.slug}`),
  locations.map((location) => `/${location.slug}-videographer`),
  projects.map((project) => `/portfolio/${project.slug}`),
];

/** Every page built from content/. Blog posts come from the CMS at run time; tests name theirs where they use them. */
export const staticRoutes = [...singlePages, ...templates.flat()];

/**
 * One page of each kind: the pages of a template differ only in their text, so what needs a
 * browser (layout, scripts, the accessibility tree) is checked on the first of each.
 */
export const templateRoutes = [...singlePages, ...templates.map((pages) => pages[0]!)];

/** Pages that are variants of another page, or no page at all: no unique title expected. */
export const variantRoutes = ['/contact?success=true', '/this-page-does-not-exist'];
