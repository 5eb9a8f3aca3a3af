import { PROJECT_CATEGORIES } from '@/content/model';
import { briefChoices, locationSlugs } from './contact/brief-content';
import {
  contactLocationParams,
  contactTypeParams,
  portfolioViewParams,
  quoteHrefFor,
  staticViewPath,
  valueOfSegment,
} from './static-views';

type Query = Partial<Record<string, string | string[]>>;

const query = (params: Query) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) for (const item of [value ?? []].flat()) search.append(key, item);
  return search;
};

describe('staticViewPath', () => {
  const type = briefChoices().projectTypes[0]!;
  const place = locationSlugs()[0]!;

  it('serves /contact?type=… the page of that project type, whatever else the query holds', () => {
    expect(staticViewPath('/contact', query({ type }))).toBe(`/contact/project/${type}`);
    expect(staticViewPath('/contact', query({ type: ` ${type.toUpperCase()}`, from: '/about' }))).toBe(
      `/contact/project/${type}`,
    );
  });

  it('serves /contact?location=… the page of that location, unless a type is chosen too', () => {
    expect(staticViewPath('/contact', query({ location: place, from: `/${place}-videographer` }))).toBe(`/contact/at/${place}`);
    expect(staticViewPath('/contact', query({ location: place.toUpperCase() }))).toBe(`/contact/at/${place}`);
    expect(staticViewPath('/contact', query({ type, location: place }))).toBe(`/contact/project/${type}`);
    for (const params of [{ location: 'paris' }, { location: [place, place] }, { location: place, success: 'true' }] as Query[])
      expect(staticViewPath('/contact', query(params))).toBeUndefined();
    expect(contactLocationParams().map((params) => params.location)).toEqual(locationSlugs());
  });

  it('serves /contact?from=<a location page> (the header’s quote link there) the page of that location', () => {
    for (const slug of locationSlugs())
      expect(staticViewPath('/contact', query({ from: `/${slug}-videographer` }))).toBe(`/contact/at/${slug}`);
    expect(staticViewPath('/contact', query({ type, from: `/${place}-videographer` }))).toBe(`/contact/project/${type}`);
    for (const params of [
      { from: '/about' },
      { from: '/paris-videographer' },
      { from: `/${place}-videographer/x` },
      { from: [`/${place}-videographer`, '/about'] },
      { from: `/${place}-videographer`, location: 'paris' },
    ] as Query[])
      expect(staticViewPath('/contact', query(params))).toBeUndefined();
  });

  it('leaves the plain contact page for no type, a made-up or repeated one, and the confirmation alone', () => {
    for (const params of [{}, { type: 'weddings' }, { type: [type, type] }, { type, success: 'true' }] as Query[])
      expect(staticViewPath('/contact', query(params))).toBeUndefined();
    expect(staticViewPath('/about', query({ type }))).toBeUndefined();
  });

  it('serves a filtered portfolio address the page of its pair of filters, a missing or unknown one meaning all', () => {
    expect(staticViewPath('/portfolio', query({ category: 'event' }))).toBe('/portfolio/view/event/all');
    expect(staticViewPath('/portfolio', query({ category: 'Social Media', location: place }))).toBe(
      `/portfolio/view/social-media/${place}`,
    );
    expect(staticViewPath('/portfolio', query({ category: 'weddings', location: place }))).toBe(`/portfolio/view/all/${place}`);
    // `type` is a second name for the category, which wins when both are given.
    expect(staticViewPath('/portfolio', query({ type: 'Event' }))).toBe('/portfolio/view/event/all');
    expect(staticViewPath('/portfolio', query({ type: 'social media', location: place }))).toBe(
      `/portfolio/view/social-media/${place}`,
    );
    expect(staticViewPath('/portfolio', query({ category: 'corporate', type: 'event' }))).toBe('/portfolio/view/corporate/all');
    expect(staticViewPath('/portfolio', query({ type: 'weddings' }))).toBeUndefined();
    for (const params of [
      {},
      { category: 'all', location: 'all' },
      { category: 'weddings' },
      { category: ['event', 'corporate'] },
    ] as Query[])
      expect(staticViewPath('/portfolio', query(params))).toBeUndefined();
  });

  it('maps only to pages that are pre-rendered, so a made-up value adds none', () => {
    const views = new Set(portfolioViewParams().map((view) => `/portfolio/view/${view.category}/${view.location}`));
    for (const category of ['all', ...PROJECT_CATEGORIES])
      for (const location of ['all', ...locationSlugs(), 'paris']) {
        const path = staticViewPath('/portfolio', query({ category, location }));
        if (path) expect(views).toContain(path);
      }
    expect(views.size).toBe((PROJECT_CATEGORIES.length + 1) * (locationSlugs().length + 1) - 1);
    expect(contactTypeParams().map((params) => params.type)).toEqual(briefChoices().projectTypes);
    expect(valueOfSegment('social-media')).toBe('social media');
  });
});

describe('quoteHrefFor', () => {
  it('opens the contact page on a project type, naming the page it is on', () => {
    expect(quoteHrefFor('event', '/event-videography')).toBe('/contact?type=event&from=/event-videography');
    expect(quoteHrefFor(undefined, '/brighton-videographer')).toBe('/contact?from=/brighton-videographer');
    expect(quoteHrefFor(undefined)).toBe('/contact');
  });
});
