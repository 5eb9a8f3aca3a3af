import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { LinkRouter } from '@/components/layout/link-router';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { EarlyPlayTaps } from '@/components/video/early-play';
import { site } from '@/content/site';
import { env } from '@/lib/env';
import { SERVICE_AREA } from '@/lib/page-titles';
import { feedAlternate } from '@/lib/seo';
import { display } from './fonts';
import './globals.css';

/** Daily, so the footer's copyright year stays current without a rebuild. */
export const revalidate = 86400;

export const metadata: Metadata = {
  metadataBase: new URL(env.SITE_URL),
  title: { default: `${site.name} | Videographer in ${SERVICE_AREA}`, template: `%s | ${site.name}` },
  description: site.description,
  applicationName: site.name,
  authors: [{ name: site.owner }],
  formatDetection: { telephone: false, address: false, email: false },
  alternates: { types: feedAlternate },
};

export const viewport: Viewport = {
  themeColor: '#111113',
  colorScheme: 'light',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en-GB" className={display.variable}>
      <body className="flex min-h-svh flex-col">
        <a
          href="#main-content"
          className="sr-only z-50 rounded-full bg-ink px-5 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-4 focus:left-4"
        >
          Skip to content
        </a>
        <SiteHeader />
        <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <EarlyPlayTaps />
        <LinkRouter />
      </body>
    </html>
  );
}
