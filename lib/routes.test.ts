import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import {
  landingPage,
  landingPageSlugs,
  locationPagePath,
  lowerCaseAddress,
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

describe('lowerCaseAddress', () => {
  it('spells an address typed with capitals in lower case', () => {
    expect(lowerCaseAddress('/Contact')).toBe('/contact');
    expect(lowerCaseAddress('/Lewes-VIDEOGRAPHER/')).toBe('/lewes-videographer/');
  });

  it('leaves percent-escapes as they are, so no address redirects to itself', () => {
    expect(lowerCaseAddress('/blog/caf%C3%A9')).toBeNull();
    expect(lowerCaseAddress('/Blog/caf%C3%A9')).toBe('/blog/caf%C3%A9');
  });

  it("leaves a post's or film's own segment as typed, as an entry id has capitals", () => {
    expect(lowerCaseAddress('/blog/fxBehindScenes01')).toBeNull();
    expect(lowerCaseAddress('/Blog/fxBehindScenes01')).toBe('/blog/fxBehindScenes01');
    expect(lowerCaseAddress('/PORTFOLIO/Milan-Design-Week/Opengraph-Image')).toBe('/portfolio/Milan-Design-Week/opengraph-image');
    expect(lowerCaseAddress('/Contact/Sent/ABC')).toBe('/contact/sent/abc');
  });

  it("spells the section's own routes in that place in lower case", () => {
    expect(lowerCaseAddress('/blog/RSS.xml')).toBe('/blog/rss.xml');
    expect(lowerCaseAddress('/Blog/Page/2')).toBe('/blog/page/2');
    expect(lowerCaseAddress('/portfolio/OpenGraph-Image')).toBe('/portfolio/opengraph-image');
  });

  it('has nothing to say of a lower-case address', () => {
    expect(lowerCaseAddress('/')).toBeNull();
    expect(lowerCaseAddress('/portfolio/milan-design-week')).toBeNull();
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

  it('leave film addresses to proxy.ts, as a film may be published after the build', () => {
    expect(redirectTarget('/portfolio/no-such-film')).toBeUndefined();
    expect(redirectTarget('/portfolio/opengraph-image')).toBeUndefined();
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

  it('follow content: a new service page is served, not redirected', () => {
    const added = { ...content, services: [...services, { ...services[0]!, slug: 'drone-videography' }] };
    expect(redirectTarget('/drone-videography', unknownSlugRedirects(added))).toBeUndefined();
    expect(redirectTarget('/drone-videography')).toBe('/');
  });
});
