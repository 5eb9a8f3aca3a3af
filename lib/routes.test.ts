import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import {
  landingPage,
  landingPageSlugs,
  locationPagePath,
  postPath,
  projectPagePath,
  servicePagePath,
  slugFromSegment,
  unknownSlugRedirects,
} from './routes';

const content = { services, locations, projects };

/**
 * Where a redirect list sends `pathname`. Every source is a literal prefix and one named parameter
 * with its own pattern (`/portfolio/:slug(…)`), matched whole and ignoring case as Next does.
 */
function redirectTarget(pathname: string, redirects = unknownSlugRedirects()): string | undefined {
  return redirects.find(({ source }) => {
    const [, prefix, pattern] = /^(.*?):\w+\((.*)\)$/.exec(source)!;
    return new RegExp(`^${prefix}(?:${pattern})$`, 'i').test(pathname);
  })?.destination;
}

describe('page paths', () => {
  it('builds the path of each page type', () => {
    expect(servicePagePath({ slug: 'event-videography' })).toBe('/event-videography');
    expect(locationPagePath({ slug: 'brighton' })).toBe('/brighton-videographer');
    expect(projectPagePath({ slug: 'weffan' })).toBe('/portfolio/weffan');
  });

  it('encodes a post slug as one segment and reads it back, encoded or not', () => {
    expect(postPath('café')).toBe('/blog/caf%C3%A9');
    expect(postPath('a b/c')).toBe('/blog/a%20b%2Fc');
    for (const slug of ['planning-a-corporate-video', 'café', '100%-honest']) {
      expect(slugFromSegment(postPath(slug).slice('/blog/'.length))).toBe(slug);
    }
    expect(slugFromSegment('%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('landingPage', () => {
  it('finds every service and every location page by its slug, and pre-renders exactly those', () => {
    for (const service of services) expect(landingPage(servicePagePath(service).slice(1))).toEqual({ kind: 'service', service });
    for (const location of locations) {
      expect(landingPage(locationPagePath(location).slice(1))).toEqual({ kind: 'location', location });
    }
    expect(landingPageSlugs()).toEqual(
      [...services.map(servicePagePath), ...locations.map(locationPagePath)].map((path) => path.slice(1)),
    );
  });

  it('finds nothing for a bare location, a made-up slug or a near miss', () => {
    const location = locations[0]!.slug;
    for (const slug of [location, `${location}-videographers`, 'wedding-videography', services[0]!.slug.toUpperCase(), '']) {
      expect(landingPage(slug)).toBeUndefined();
    }
  });
});

describe('unknownSlugRedirects', () => {
  it('are temporary (307) redirects', () => {
    expect(unknownSlugRedirects().every((redirect) => redirect.permanent === false)).toBe(true);
  });

  it('let every real project, service and location page through', () => {
    for (const path of [...projects.map(projectPagePath), ...services.map(servicePagePath), ...locations.map(locationPagePath)]) {
      expect(redirectTarget(path)).toBeUndefined();
    }
  });

  it('send a made-up project to the portfolio, and near misses of real ones too', () => {
    const real = projects[0]!.slug;
    for (const slug of ['no-such-film', `${real}-2`, `${real}end`, `x-${real}`, real.slice(0, 3), '%3Cscript%3E']) {
      expect(redirectTarget(`/portfolio/${slug}`)).toBe('/portfolio');
    }
    expect(redirectTarget('/portfolio/opengraph-image')).toBeUndefined();
    expect(redirectTarget('/portfolio')).toBeUndefined();
    expect(redirectTarget(`/portfolio/${real}/extra`)).toBeUndefined();
  });

  it('send made-up service and location pages home', () => {
    const location = locations[0]!.slug;
    for (const path of ['/wedding-videography', '/x-event-videography', '/paris-videographer', `/new-${location}-videographer`]) {
      expect(redirectTarget(path)).toBe('/');
    }
  });

  it('leave every other route alone', () => {
    for (const path of [
      '/',
      '/about',
      '/portfolio',
      '/contact',
      '/blog',
      '/blog/some-videography',
      '/faqs',
      '/videography',
      '/sitemap',
    ]) {
      expect(redirectTarget(path)).toBeUndefined();
    }
  });

  it('follow content: a new project is served, not redirected', () => {
    const added = { ...content, projects: [...projects, { ...projects[0]!, slug: 'brand-new-film' }] };
    expect(redirectTarget('/portfolio/brand-new-film', unknownSlugRedirects(added))).toBeUndefined();
    expect(redirectTarget('/portfolio/brand-new-film')).toBe('/portfolio');
  });
});
