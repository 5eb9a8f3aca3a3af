import type { Service } from '@/content/model';
import { services } from '@/content/services';
import { featuredServices } from '@/lib/content-queries';
import { SERVICES_PATH, type NavItem, type NavLink } from './nav-section';
import { servicePagePath } from './routes';

function serviceLink(service: Service): NavLink {
  return { label: service.title, href: servicePagePath(service) };
}

export const allServicesLink: NavLink = { label: 'All Services', href: SERVICES_PATH };

export function mainNavigation(list: readonly Service[] = services): NavItem[] {
  const serviceLinks = [...featuredServices(list).map(serviceLink), allServicesLink];
  return [
    { section: 'home', label: 'Home', href: '/' },
    { section: 'about', label: 'About', href: '/about' },
    { section: 'portfolio', label: 'Portfolio', href: '/portfolio' },
    { section: 'services', label: 'Services', href: SERVICES_PATH, children: serviceLinks },
    { section: 'blog', label: 'Blog', href: '/blog' },
    { section: 'faqs', label: 'FAQs', href: '/faqs' },
    { section: 'contact', label: 'Contact', href: '/contact' },
  ];
}

export function footerSectionLinks(list: readonly Service[] = services): NavLink[] {
  return mainNavigation(list)
    .filter((item) => !item.children && item.section !== 'home' && item.section !== 'contact')
    .map(({ label, href }) => ({ label, href }));
}

export function footerServiceLinks(list: readonly Service[] = services): NavLink[] {
  return list.map((service) => ({ label: service.shortTitle, href: servicePagePath(service) }));
}

export function notFoundSuggestions(list: readonly Service[] = services): NavLink[] {
  return mainNavigation(list).flatMap((item): NavLink[] => {
    if (item.section === 'home' || item.section === 'contact') return [];
    if (item.section === 'services') return [...list.map(serviceLink), allServicesLink];
    return [{ label: item.label, href: item.href }];
  });
}

export const legalLinks: NavLink[] = [
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
  { label: 'Sitemap', href: '/sitemap' },
];

export function allServicePaths(list: readonly Service[] = services): string[] {
  return list.map(servicePagePath);
}
