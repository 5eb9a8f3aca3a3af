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
    // Images are at most 1920px wide; fewer widths keep each srcset (carried twice in the HTML) short.
    deviceSizes: [640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [96, 160, 256, 384],
    // No remote host: Contentful's images are sized by its Images API (lib/contentful/images.ts).
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(env, { development: process.env.NODE_ENV === 'development' }) }];
  },
  async redirects() {
    return unknownSlugRedirects();
  },
  async rewrites() {
    return { beforeFiles: contactRewrites(), afterFiles: [], fallback: [] };
  },
  // The build never needs Redis: the first request of each page fills the shared cache.
  ...(phase === PHASE_PRODUCTION_SERVER && env.REDIS_URL
    ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
});

export default nextConfig;
