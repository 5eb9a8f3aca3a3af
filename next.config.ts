import type { NextConfig } from 'next';
import { env } from './lib/env';
import { securityHeaders } from './lib/security-headers';

const nextConfig: NextConfig = {
  // Tests build several variants of the site side by side, each in its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'images.ctfassets.net' }],
  },
  // Reading env above validates every setting before build or start (fail fast, clear message).
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(env, { development: process.env.NODE_ENV === 'development' }) }];
  },
};

export default nextConfig;
