import { legalDocuments } from '@/content/legal';
import { locations } from '@/content/locations';
import type { Location, Project, Service } from '@/content/model';
import { projects as embeddedProjects } from '@/content/projects';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { allServicesLink, mainNavigation } from '@/lib/navigation';
import { locationPagePath, postPath, projectPagePath, servicePagePath } from './routes';

export interface SitemapPage {
  title: string;
  path: string;
  lastModified: string;
}

type SitemapSectionId = 'pages' | 'services' | 'locations' | 'projects' | 'blog' | 'legal';

export interface SitemapSection {
  id: SitemapSectionId;
  title: string;
  pages: SitemapPage[];
}

export interface SitemapBlogPost {
  title: string;
  slug: string;
  date?: string;
}

interface SitemapContent {
  services: readonly Service[];
  locations: readonly Location[];
  projects: readonly Project[];
}

export const sitemapContent = (projects: readonly Project[] = embeddedProjects): SitemapContent => ({
  services,
  locations,
  projects,
});

function latest(dates: readonly (string | undefined)[], fallback: string): string {
  return (
    dates
      .filter((date): date is string => Boolean(date))
      .map((date) => date.slice(0, 10))
      .sort()
      .at(-1) ?? fallback
  );
}

export function sitemapSections(
  posts: readonly SitemapBlogPost[] = [],
  content: SitemapContent = sitemapContent(),
): SitemapSection[] {
  const serviceAndLocationDates = [
    ...content.services.map((service) => service.updatedAt),
    ...content.locations.map((location) => location.updatedAt),
  ];
  const projectDates = content.projects.map((project) => project.updatedAt);
  const postDates = posts.map((post) => post.date);
  const pageDates: Record<string, string> = {
    '/': latest([...serviceAndLocationDates, ...projectDates, site.updatedAt], site.updatedAt),
    '/portfolio': latest(projectDates, site.updatedAt),
    '/blog': latest(postDates, site.updatedAt),
    '/faqs': latest(serviceAndLocationDates, site.updatedAt),
  };
  const mainPages = mainNavigation(content.services)
    .filter((item) => !item.children)
    .map((item) => ({ title: item.label, path: item.href, lastModified: pageDates[item.href] ?? site.updatedAt }));

  return [
    { id: 'pages', title: 'Main Pages', pages: mainPages },
    {
      id: 'services',
      title: 'Services',
      pages: [
        {
          title: allServicesLink.label,
          path: allServicesLink.href,
          lastModified: latest(
            content.services.map((service) => service.updatedAt),
            site.updatedAt,
          ),
        },
        ...content.services.map((service) => ({
          title: service.title,
          path: servicePagePath(service),
          lastModified: service.updatedAt,
        })),
      ],
    },
    {
      id: 'locations',
      title: 'Locations',
      pages: content.locations.map((location) => ({
        title: `Videographer in ${location.name}`,
        path: locationPagePath(location),
        lastModified: location.updatedAt,
      })),
    },
    {
      id: 'projects',
      title: 'Portfolio',
      pages: content.projects.map((project) => ({
        title: project.title,
        path: projectPagePath(project),
        lastModified: project.updatedAt,
      })),
    },
    {
      id: 'blog',
      title: 'Blog',
      pages: posts.map((post) => ({
        title: post.title,
        path: postPath(post.slug),
        lastModified: latest([post.date], site.updatedAt),
      })),
    },
    {
      id: 'legal',
      title: 'Legal and Site Information',
      pages: [
        ...legalDocuments.map((document) => ({ title: document.title, path: document.path, lastModified: document.updatedAt })),
        {
          title: 'Sitemap',
          path: '/sitemap',
          lastModified: latest(
            [
              ...serviceAndLocationDates,
              ...projectDates,
              ...postDates,
              ...legalDocuments.map((document) => document.updatedAt),
              site.updatedAt,
            ],
            site.updatedAt,
          ),
        },
      ],
    },
  ];
}

export function sitemapPages(posts: readonly SitemapBlogPost[] = [], content: SitemapContent = sitemapContent()): SitemapPage[] {
  const seen = new Set<string>();
  return sitemapSections(posts, content)
    .flatMap((section) => section.pages)
    .filter((page) => !seen.has(page.path) && Boolean(seen.add(page.path)));
}
