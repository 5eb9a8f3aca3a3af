import { legalDocuments } from '@/content/legal';
import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { site } from '@/content/site';
import { locationPagePath } from './routes';
import { sitemapPages, sitemapSections } from './sitemap-pages';

const posts = [
  { title: 'Planning a corporate film', slug: 'planning-a-corporate-film', date: '2026-09-30' },
  { title: 'Event highlights', slug: 'event-highlights', date: '2026-11-02T09:00:00Z' },
];

describe('sitemapSections', () => {
  it('lists the main pages, every service, location and project, the blog posts and the legal pages', () => {
    const sections = sitemapSections(posts);
    expect(sections.map((section) => section.id)).toEqual(['pages', 'services', 'locations', 'projects', 'blog', 'legal']);
    const paths = (id: string) => sections.find((section) => section.id === id)?.pages.map((page) => page.path);
    expect(paths('pages')).toEqual(['/', '/about', '/portfolio', '/blog', '/faqs', '/contact']);
    expect(paths('services')).toEqual(['/services', ...services.map((service) => `/${service.slug}`)]);
    expect(paths('locations')).toEqual(locations.map(locationPagePath));
    expect(paths('projects')).toEqual(projects.map((project) => `/portfolio/${project.slug}`));
    expect(paths('blog')).toEqual(['/blog/planning-a-corporate-film', '/blog/event-highlights']);
    expect(paths('legal')).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap']);
  });

  it('follows the content: a new service appears without touching the sitemap', () => {
    const extra = { ...services[0]!, slug: 'drone-videography', title: 'Drone Videography' };
    const sections = sitemapSections([], { services: [...services, extra], locations, projects });
    expect(sections[1]?.pages.at(-1)).toEqual({
      title: 'Drone Videography',
      path: '/drone-videography',
      lastModified: extra.updatedAt,
    });
  });

  it('keeps an empty blog section when there are no posts', () => {
    expect(sitemapSections([]).find((section) => section.id === 'blog')?.pages).toEqual([]);
  });

  it('dates each page by its own content, the blog by its newest post', () => {
    const pages = sitemapPages(posts);
    const date = (path: string) => pages.find((page) => page.path === path)?.lastModified;
    expect(date(`/${services[0]!.slug}`)).toBe(services[0]!.updatedAt);
    expect(date('/blog')).toBe('2026-11-02');
    expect(date('/blog/event-highlights')).toBe('2026-11-02');
    expect(date('/privacy-policy')).toBe(legalDocuments[0]?.updatedAt);
    for (const page of pages) expect(page.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('dates the portfolio and home page by the newest project', () => {
    const newer = { ...projects[0]!, updatedAt: '2099-01-01' };
    const pages = sitemapPages([], { services, locations, projects: [...projects, newer] });
    expect(pages.find((page) => page.path === '/portfolio')?.lastModified).toBe('2099-01-01');
    expect(pages.find((page) => page.path === '/')?.lastModified).toBe('2099-01-01');
    expect(pages.find((page) => page.path === '/about')?.lastModified).toBe(site.updatedAt);
  });
});

describe('sitemapSections: each date follows what the page shows', () => {
  const dateOf = (pages: { path: string; lastModified: string }[], path: string) =>
    pages.find((page) => page.path === path)?.lastModified;

  it('dates a post by its own last update, even one older than the site details', () => {
    const old = { title: 'Old post', slug: 'old-post', date: '2026-01-05T10:00:00Z' };
    expect('2026-01-05' < site.updatedAt).toBe(true);
    expect(dateOf(sitemapPages([old]), '/blog/old-post')).toBe('2026-01-05');
    expect(dateOf(sitemapPages([old]), '/blog')).toBe('2026-01-05');
  });

  it('dates the portfolio by its newest project, not by the site details', () => {
    const newest = projects
      .map((project) => project.updatedAt)
      .sort()
      .at(-1);
    expect(dateOf(sitemapPages(), '/portfolio')).toBe(newest);
  });

  it('dates /faqs by the services and locations its questions come from', () => {
    const changed = { ...services[0]!, updatedAt: '2099-02-02' };
    const pages = sitemapPages([], { services: [changed, ...services.slice(1)], locations, projects });
    expect(dateOf(pages, '/faqs')).toBe('2099-02-02');
  });

  it('dates /sitemap by everything it lists, posts and legal pages included', () => {
    expect(dateOf(sitemapPages([{ title: 'New', slug: 'new', date: '2099-03-03' }]), '/sitemap')).toBe('2099-03-03');
    const newestLegal = legalDocuments
      .map((document) => document.updatedAt)
      .sort()
      .at(-1)!;
    expect(dateOf(sitemapPages([]), '/sitemap')! >= newestLegal).toBe(true);
  });

  it('falls back to the site details for a page with nothing dated', () => {
    expect(dateOf(sitemapPages([]), '/blog')).toBe(site.updatedAt);
    expect(dateOf(sitemapPages([]), '/about')).toBe(site.updatedAt);
  });
});

describe('sitemapPages', () => {
  it('lists every page once', () => {
    const pages = sitemapPages(posts);
    expect(new Set(pages.map((page) => page.path)).size).toBe(pages.length);
    expect(pages).toHaveLength(6 + 1 + services.length + locations.length + projects.length + posts.length + 3);
  });
});
