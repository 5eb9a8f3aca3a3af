import { checkCustomRoutes } from 'next/dist/lib/load-custom-routes';
import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { locationPagePath, projectPagePath, servicePagePath } from '@/lib/content';
import { unknownSlugRedirects } from './redirects';

/** Where Next.js would send `pathname`, matching redirect sources the way its server does. */
function redirectTarget(pathname: string): string | undefined {
  for (const redirect of unknownSlugRedirects()) {
    const match = getPathMatch(redirect.source, { strict: true, removeUnnamedParams: true });
    if (match(pathname)) return redirect.destination;
  }
  return undefined;
}

describe('unknownSlugRedirects', () => {
  it('is a list of temporary (307) redirects that Next.js accepts', () => {
    const exit = jest.spyOn(process, 'exit').mockImplementation((code) => {
      throw new Error(`next rejected the redirects (exit ${code})`);
    });
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      const redirects = unknownSlugRedirects();
      expect(redirects).toHaveLength(3);
      expect(redirects.every((redirect) => redirect.permanent === false)).toBe(true);
      expect(() => checkCustomRoutes(redirects, 'redirect')).not.toThrow();
    } finally {
      exit.mockRestore();
      errors.mockRestore();
    }
  });

  describe('portfolio', () => {
    it.each(projects.map((project) => projectPagePath(project)))('serves the real project page %s', (path) => {
      expect(redirectTarget(path)).toBeUndefined();
    });

    it.each([
      '/portfolio/no-such-film',
      '/portfolio/weffan-2',
      '/portfolio/the',
      '/portfolio/milan-design-weekend',
      '/portfolio/x-milan-design-week',
      '/portfolio/%3Cscript%3E',
    ])('sends the unknown %s to /portfolio', (path) => {
      expect(redirectTarget(path)).toBe('/portfolio');
    });

    it('leaves the portfolio itself and deeper paths alone', () => {
      expect(redirectTarget('/portfolio')).toBeUndefined();
      expect(redirectTarget('/portfolio/weffan/extra')).toBeUndefined();
    });

    it("serves the portfolio's own share image", () => {
      expect(redirectTarget('/portfolio/opengraph-image')).toBeUndefined();
    });
  });

  describe('service pages', () => {
    it.each(services.map((service) => servicePagePath(service)))('serves the real service page %s', (path) => {
      expect(redirectTarget(path)).toBeUndefined();
    });

    it.each(['/wedding-videography', '/drone-videography', '/corporate-and-event-videography', '/x-event-videography'])(
      'sends the unknown %s to /',
      (path) => {
        expect(redirectTarget(path)).toBe('/');
      },
    );
  });

  describe('location pages', () => {
    it.each(locations.map((location) => locationPagePath(location)))('serves the real location page %s', (path) => {
      expect(redirectTarget(path)).toBeUndefined();
    });

    it.each([
      '/paris-videographer',
      '/eastbourne-videographer',
      '/new-london-videographer',
      '/lewes-videographer-x-videographer',
    ])('sends the unknown %s to /', (path) => {
      expect(redirectTarget(path)).toBe('/');
    });
  });

  it('leaves every other route alone', () => {
    for (const path of [
      '/',
      '/about',
      '/portfolio',
      '/contact',
      '/blog',
      '/blog/some-videography',
      '/faqs',
      '/social-media-content',
      '/corporate-videography-2',
      '/videography',
      '/sitemap',
    ]) {
      expect(redirectTarget(path)).toBeUndefined();
    }
  });

  it('follows content: a new project is served, not redirected', () => {
    const extra = { ...projects[0]!, slug: 'brand-new-film' };
    projects.push(extra);
    try {
      expect(redirectTarget('/portfolio/brand-new-film')).toBeUndefined();
    } finally {
      projects.pop();
    }
    expect(redirectTarget('/portfolio/brand-new-film')).toBe('/portfolio');
  });
});
