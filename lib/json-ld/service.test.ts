import { services } from '@/content/services';
import { site } from '@/content/site';
import { businessReference } from './business';
import { serviceJsonLd } from './service';

describe('serviceJsonLd', () => {
  it.each(services.map((service) => [service.slug, service] as const))(
    '%s names the service, its page, its provider and the areas served',
    (slug, service) => {
      const data = serviceJsonLd(service) as unknown as Record<string, unknown>;
      expect(data).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Service',
        name: service.title,
        serviceType: service.title,
        description: service.summary,
        url: `http://localhost:3000/${slug}`,
        provider: businessReference(),
      });
      expect((data.areaServed as { name: string }[]).map((place) => place.name)).toEqual(site.areaServed);
    },
  );

  it('points at the image only when the service has one', () => {
    const [first] = services;
    const withImage = serviceJsonLd(first!) as unknown as Record<string, unknown>;
    expect(withImage.image).toBe(`http://localhost:3000${first!.image!.src}`);
    const { image: _image, ...withoutImage } = first!;
    expect('image' in (serviceJsonLd(withoutImage) as object)).toBe(false);
  });
});
