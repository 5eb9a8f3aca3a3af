import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { contactRewrites } from './lib/contact/routes';
import { env, envWarnings } from './lib/env';
import { unknownSlugRedirects } from './lib/routes';
import { securityHeaders } from './lib/security-headers';

if (process.env.NODE_ENV === 'production') {
  for (const warning of envWarnings(process.env)) console.warn(`⚠ ${warning}`);
}

const nextConfig = (phase: string): NextConfig => ({
  // Tests build several variants of the site side by side, each in its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    // The site's images are at most 1920px wide; fewer candidate widths keep every srcset (and the
    // page's HTML, which carries each one twice) short.
    deviceSizes: [640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [96, 160, 256, 384],
    // Only the site's own images pass through the optimiser: Contentful's are sized by its
    // Images API (lib/contentful/images.ts), so no remote host is allowed here.
  },
  // Reading env above validates every setting before build or start (fail fast, clear message).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(env, { development: process.env.NODE_ENV === 'development' }) }];
  },
  // Made-up project, service and location slugs redirect (307) instead of rendering a page each.
  async redirects() {
    return unknownSlugRedirects();
  },
  // /contact?success=true shows the pre-rendered confirmation (see lib/contact/routes.ts).
  async rewrites() {
    return { beforeFiles: contactRewrites(), afterFiles: [], fallback: [] };
  },
  // Instances started with REDIS_URL share one cache (README, "Beyond one machine"); without it each
  // keeps its own. The build never needs Redis: the first request of each page fills the shared cache.
  ...(phase === PHASE_PRODUCTION_SERVER && env.REDIS_URL
    ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
});

export default nextConfig;
