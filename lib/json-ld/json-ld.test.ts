import { serializeJsonLd } from '@/components/ui/json-ld';
import { site } from '@/content/site';
import { breadcrumbList } from './breadcrumbs';
import { businessReference, localBusiness } from './business';
import { faqPage } from './faq-page';

describe('breadcrumbList', () => {
  it('starts at home and gives every crumb an absolute URL and its position', () => {
    const data = breadcrumbList([
      { name: 'Portfolio', path: '/portfolio' },
      { name: 'Bulb Floristry', path: '/portfolio/bulb-floristry' },
    ]);
    expect(data['@type']).toBe('BreadcrumbList');
    expect(data.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'http://localhost:3000/' },
      { '@type': 'ListItem', position: 2, name: 'Portfolio', item: 'http://localhost:3000/portfolio' },
      { '@type': 'ListItem', position: 3, name: 'Bulb Floristry', item: 'http://localhost:3000/portfolio/bulb-floristry' },
    ]);
  });
});

describe('faqPage', () => {
  it('turns each FAQ into a Question with an accepted Answer', () => {
    const data = faqPage([{ question: 'How long?', answer: 'Three weeks.' }]);
    expect(data.mainEntity).toEqual([
      { '@type': 'Question', name: 'How long?', acceptedAnswer: { '@type': 'Answer', text: 'Three weeks.' } },
    ]);
  });
});

describe('localBusiness', () => {
  it('carries the name, url, e-mail, address, geo, areas served and social profiles', () => {
    const data = localBusiness() as unknown as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ProfessionalService',
      name: site.name,
      url: 'http://localhost:3000/',
      email: site.email,
      address: { addressLocality: 'Lewes', addressRegion: 'East Sussex' },
      geo: { latitude: site.geo.latitude, longitude: site.geo.longitude },
      sameAs: site.socials.map((profile) => profile.url),
    });
    expect((data.areaServed as { name: string }[]).map((place) => place.name)).toEqual([
      'Brighton',
      'Lewes',
      'London',
      'South East England',
      'United Kingdom',
    ]);
  });

  it('names the phone number and the booking page when the owner has set them', () => {
    const data = localBusiness({
      ...site,
      phone: '+44 1273 123456',
      bookingUrl: 'https://cal.example/kestrel',
    }) as unknown as Record<string, unknown>;
    expect(data.telephone).toBe('+44 1273 123456');
    expect(data.contactPoint).toEqual({
      '@type': 'ContactPoint',
      contactType: 'sales',
      email: site.email,
      telephone: '+44 1273 123456',
      url: 'https://cal.example/kestrel',
    });
    const bookingOnly = localBusiness({ ...site, phone: undefined, bookingUrl: 'https://cal.example/kestrel' });
    expect(bookingOnly).not.toHaveProperty('telephone');
    expect(bookingOnly).toHaveProperty('contactPoint.url', 'https://cal.example/kestrel');
    expect(bookingOnly).not.toHaveProperty('contactPoint.telephone');
  });

  it('has no phone, booking or empty contact point when neither is set', () => {
    const data = localBusiness({ ...site, phone: undefined, bookingUrl: undefined });
    expect(data).not.toHaveProperty('telephone');
    expect(data).not.toHaveProperty('contactPoint');
    expect(JSON.stringify(data)).not.toMatch(/"(undefined|null|)"|:null/);
  });

  it('shares its @id with the reference other blocks use', () => {
    expect(businessReference()['@id' as never]).toBe((localBusiness() as unknown as Record<string, unknown>)['@id']);
  });
});

describe('serializeJsonLd', () => {
  it('cannot be broken out of its script tag', () => {
    const text = serializeJsonLd(faqPage([{ question: '</script><script>alert(1)</script>', answer: 'x' }]));
    expect(text).not.toContain('</script>');
    expect(JSON.parse(text).mainEntity[0].name).toBe('</script><script>alert(1)</script>');
  });
});
