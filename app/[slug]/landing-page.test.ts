import { locations } from '@/content/locations';
import { services } from '@/content/services';
import { landingPage, landingPageSlugs } from './landing-page';

describe('landingPage', () => {
  it('finds every service by its slug and every location by its -videographer slug', () => {
    for (const service of services) expect(landingPage(service.slug)).toEqual({ kind: 'service', service });
    for (const location of locations) {
      expect(landingPage(`${location.slug}-videographer`)).toEqual({ kind: 'location', location });
    }
  });

  it('finds nothing for a bare location, a made-up slug or a near miss', () => {
    for (const slug of ['brighton', 'london-videographers', 'wedding-videography', 'Corporate-Videography', '']) {
      expect(landingPage(slug)).toBeUndefined();
    }
  });

  it('lists the seven pages to pre-render', () => {
    expect(landingPageSlugs()).toEqual([
      'corporate-videography',
      'event-videography',
      'social-media-content',
      'promotional-videography',
      'brighton-videographer',
      'lewes-videographer',
      'london-videographer',
    ]);
  });
});
