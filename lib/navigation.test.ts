import { services } from '@/content/services';
import { activeSection, allServicePaths, footerServiceLinks, mainNavigation, notFoundSuggestions } from './navigation';

const servicePaths = allServicePaths();

describe('mainNavigation', () => {
  it('lists the seven entries in order, Services holding the first three services and the page of all', () => {
    const items = mainNavigation();
    expect(items.map((item) => item.label)).toEqual(['Home', 'About', 'Portfolio', 'Services', 'Blog', 'FAQs', 'Contact']);
    expect(items.find((item) => item.section === 'services')?.children).toEqual([
      { label: 'Corporate Videography', href: '/corporate-videography' },
      { label: 'Event Videography', href: '/event-videography' },
      { label: 'Social Media Content', href: '/social-media-content' },
      { label: 'All Services', href: '/services' },
    ]);
    expect(items.find((item) => item.section === 'services')?.href).toBe('/services');
  });

  it('is derived from the services: a new first service appears in the menu', () => {
    const extra = { ...services[0]!, slug: 'drone-videography', title: 'Drone Videography' };
    const children = mainNavigation([extra, ...services]).find((item) => item.children)?.children;
    expect(children?.[0]).toEqual({ label: 'Drone Videography', href: '/drone-videography' });
    expect(children).toHaveLength(4);
    expect(children?.at(-1)?.href).toBe('/services');
  });
});

describe('footerServiceLinks', () => {
  it('lists every service by its short title, Promotional Videos included', () => {
    expect(footerServiceLinks().map((link) => link.label)).toEqual([
      'Corporate Videos',
      'Event Videos',
      'Social Media Content',
      'Promotional Videos',
    ]);
  });
});

describe('notFoundSuggestions', () => {
  it('follows the header, with every service where the Services menu stands and without Home or Contact', () => {
    expect(notFoundSuggestions()).toEqual([
      { label: 'About', href: '/about' },
      { label: 'Portfolio', href: '/portfolio' },
      { label: 'Corporate Videography', href: '/corporate-videography' },
      { label: 'Event Videography', href: '/event-videography' },
      { label: 'Social Media Content', href: '/social-media-content' },
      { label: 'Promotional Videography', href: '/promotional-videography' },
      { label: 'All Services', href: '/services' },
      { label: 'Blog', href: '/blog' },
      { label: 'FAQs', href: '/faqs' },
    ]);
  });

  it('is derived from the services: a new service is suggested too', () => {
    const extra = { ...services[0]!, slug: 'drone-videography', title: 'Drone Videography' };
    expect(notFoundSuggestions([...services, extra])).toContainEqual({ label: 'Drone Videography', href: '/drone-videography' });
  });
});

describe('activeSection', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/portfolio', 'portfolio'],
    ['/portfolio/coke-spec-ad', 'portfolio'],
    ['/corporate-videography', 'services'],
    ['/promotional-videography', 'services'],
    ['/services', 'services'],
    ['/blog', 'blog'],
    ['/blog/some-post', 'blog'],
    ['/faqs', 'faqs'],
    ['/contact', 'contact'],
    ['/contact/', 'contact'],
  ])('%s belongs to %s', (path, section) => {
    expect(activeSection(path, servicePaths)).toBe(section);
  });

  it.each(['/brighton-videographer', '/privacy-policy', '/aboutness', '/portfolios', '/no-such-page'])(
    '%s marks no section',
    (path) => {
      expect(activeSection(path, servicePaths)).toBeUndefined();
    },
  );
});
