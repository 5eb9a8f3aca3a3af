import { services } from '@/content/services';
import { activeSection } from './nav-section';
import { allServicePaths, footerSectionLinks, footerServiceLinks, mainNavigation, notFoundSuggestions } from './navigation';

const service = (slug: string, title: string, shortTitle = title) => ({ ...services[0]!, slug, title, shortTitle });
const list = [
  service('a-videography', 'A Films', 'A'),
  service('b-videography', 'B Films'),
  service('c', 'C'),
  service('d', 'D'),
];
const servicePaths = allServicePaths(list);
const links = (...pairs: [label: string, href: string][]) => pairs.map(([label, href]) => ({ label, href }));

describe('mainNavigation', () => {
  it('lists the seven entries in order, Services holding the first three services and the page of all', () => {
    const items = mainNavigation(list);
    expect(items.map((item) => item.label)).toEqual(['Home', 'About', 'Portfolio', 'Services', 'Blog', 'FAQs', 'Contact']);
    const menu = items.find((item) => item.section === 'services');
    expect(menu?.href).toBe('/services');
    expect(menu?.children).toEqual(
      links(['A Films', '/a-videography'], ['B Films', '/b-videography'], ['C', '/c'], ['All Services', '/services']),
    );
  });
});

describe('footerSectionLinks', () => {
  it('lists the header’s sections other than Home, Services and Contact, in the header’s order', () => {
    expect(footerSectionLinks(list)).toEqual(
      links(['About', '/about'], ['Portfolio', '/portfolio'], ['Blog', '/blog'], ['FAQs', '/faqs']),
    );
  });
});

describe('footerServiceLinks', () => {
  it('lists every service by its short title', () => {
    expect(footerServiceLinks(list)).toEqual(
      links(['A', '/a-videography'], ['B Films', '/b-videography'], ['C', '/c'], ['D', '/d']),
    );
  });
});

describe('notFoundSuggestions', () => {
  it('follows the header, with every service where the Services menu stands and without Home or Contact', () => {
    expect(notFoundSuggestions(list).map((link) => link.href)).toEqual([
      '/about',
      '/portfolio',
      '/a-videography',
      '/b-videography',
      '/c',
      '/d',
      '/services',
      '/blog',
      '/faqs',
    ]);
  });
});

describe('activeSection', () => {
  it.each([
    ['/', 'home'],
    ['/about', 'about'],
    ['/portfolio', 'portfolio'],
    ['/portfolio/any-film', 'portfolio'],
    ['/a-videography', 'services'],
    ['/d', 'services'],
    ['/services', 'services'],
    ['/blog', 'blog'],
    ['/blog/some-post', 'blog'],
    ['/faqs', 'faqs'],
    ['/contact', 'contact'],
    ['/contact/', 'contact'],
  ])('%s belongs to %s', (path, section) => {
    expect(activeSection(path, servicePaths)).toBe(section);
  });

  it.each(['/some-town-videographer', '/privacy-policy', '/aboutness', '/portfolios', '/no-such-page'])(
    '%s marks no section',
    (path) => {
      expect(activeSection(path, servicePaths)).toBeUndefined();
    },
  );
});
