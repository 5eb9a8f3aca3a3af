import type { NextConfig } from 'next';
import { env } from './lib/env';

// Importing env validates every setting before build or start (fail fast, clear message).
void env;

const nextConfig: NextConfig = {
  // Tests build several variants of the site side by side, each in its own folder.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  reactStrictMode: true,
  images: {
    formats: ['image/avif', 'image/webp'],
    remotePatterns: [{ protocol: 'https', hostname: 'images.ctfassets.net' }],
  },
};

export default nextConfig;
