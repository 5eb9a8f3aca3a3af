// Apart from lib/navigation.ts, which reads content/: the header's client islands import this.

export type NavSection = 'home' | 'about' | 'portfolio' | 'services' | 'blog' | 'faqs' | 'contact';

export interface NavLink {
  label: string;
  href: string;
}

export interface NavItem extends NavLink {
  section: NavSection;
  children?: NavLink[];
}

export const SERVICES_PATH = '/services';

function isWithin(pathname: string, base: string): boolean {
  return pathname === base || pathname.startsWith(`${base}/`);
}

export function activeSection(pathname: string, servicePaths: readonly string[]): NavSection | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/') return 'home';
  if (path === SERVICES_PATH || servicePaths.includes(path)) return 'services';
  const sections: [NavSection, string][] = [
    ['about', '/about'],
    ['portfolio', '/portfolio'],
    ['blog', '/blog'],
    ['faqs', '/faqs'],
    ['contact', '/contact'],
  ];
  return sections.find(([, base]) => isWithin(path, base))?.[0];
}
