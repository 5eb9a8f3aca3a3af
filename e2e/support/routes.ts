import type { Page } from '@playwright/test';
import { locations } from '../../content/locations';
import { projects } from '../../content/projects';
import { services } from '../../content/services';

/**
 * Every route type of the site, derived from content/ like the site's own navigation.
 * Blog posts come from the CMS at run time, so one is discovered from /blog.
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
  ...services.map((service) => `/${service.slug}`),
  ...locations.map((location) => `/${location.slug}-videographer`),
  ...projects.map((project) => `/portfolio/${project.slug}`),
];

/** Pages that are variants of another page, or no page at all: no unique title expected. */
export const variantRoutes = ['/contact?success=true', '/this-page-does-not-exist'];

/** The first post linked from /blog (the feed's link is not a post). */
export async function firstBlogPostPath(page: Page): Promise<string> {
  await page.goto('/blog');
  const href = await page.locator('main a[href^="/blog/"]:not([href$=".xml"])').first().getAttribute('href');
  if (!href) throw new Error('no post is linked from /blog');
  return href;
}
