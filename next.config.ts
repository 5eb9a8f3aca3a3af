import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { buildFolder } from './lib/build-folder';
import { contentProblems, contentWarnings } from './lib/content-check';
import { env, envWarnings } from './lib/env';
import { IMAGE_FORMATS, IMAGE_QUALITY } from './lib/http/image-request';
import { sampleContentGate } from './lib/launch-gate';
import { unknownSlugRedirects } from './lib/routes';
import { securityHeaders } from './lib/security-headers';
import { viewRewrites } from './lib/view-rewrites';

// A bad edit of content/ (the pricing rules too) stops the build, and the server, here, naming the file,
// the entry and the field.
const problems = contentProblems();
if (problems.length)
  throw new Error(`The content files have ${problems.length} problem(s):\n${problems.map((line) => `  ${line}`).join('\n')}`);

if (process.env.NODE_ENV === 'production') {
  for (const warning of [...envWarnings(process.env), ...contentWarnings()]) console.warn(`⚠ ${warning}`);
}

const siteConfig = (phase: string): NextConfig => ({
  // Tests build several variants of the site side by side, each in its own folder.
  distDir: buildFolder(),
  poweredByHeader: false,
  // Next hashes every page it sends for its ETag, a fifth of one server's time on a 150 KB page (docs/benchmarks.md);
  // files keep Last-Modified, and lib/http/file-conditions.ts answers their preconditions as `send` does without one.
  generateEtags: false,
  // Instances of one release name it alike, so a browser holding one build's page never mixes in another's scripts.
  ...(env.DEPLOYMENT_ID ? { deploymentId: env.DEPLOYMENT_ID, generateBuildId: () => env.DEPLOYMENT_ID! } : {}),
  reactStrictMode: true,
  images: {
    formats: [...IMAGE_FORMATS],
    // Images are at most 1920px wide; fewer widths keep each srcset (carried twice in the HTML) short.
    deviceSizes: [640, 828, 1080, 1280, 1600, 1920],
    imageSizes: [96, 160, 256, 384],
    qualities: [IMAGE_QUALITY],
    // Every image at every width and format fits many times over; the default is half the free disk.
    maximumDiskCacheSize: 256 * 1024 * 1024,
    // No remote host: Contentful's images are sized by its Images API (lib/contentful/images.ts).
  },
  experimental: {
    // Nothing the proxy sees takes a body (API routes are outside its matcher); Next would buffer 10 MB of one.
    proxyClientMaxBodySize: 16 * 1024,
  },
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders(env, { development: process.env.NODE_ENV === 'development' }) }];
  },
  async redirects() {
    return unknownSlugRedirects();
  },
  // Before the files, so a page's own address can render one of its views.
  async rewrites() {
    return { beforeFiles: viewRewrites(), afterFiles: [], fallback: [] };
  },
  // Instances share one page cache through Redis; the build never needs it (each page's first request fills it).
  ...(phase === PHASE_PRODUCTION_SERVER && env.REDIS_URL
    ? { cacheHandler: require.resolve('./cache-handler.mjs'), cacheMaxMemorySize: 0 }
    : {}),
});

const nextConfig = async (phase: string): Promise<NextConfig> => {
  // A build or a server for a public address stops, before compiling or serving, while the site would publish
  // sample content (npm run launch-check lists it), unless ALLOW_SAMPLE_CONTENT=true (a staging site).
  if (phase === PHASE_PRODUCTION_BUILD || phase === PHASE_PRODUCTION_SERVER)
    await sampleContentGate({
      siteUrl: env.SITE_URL,
      allowSamples: env.ALLOW_SAMPLE_CONTENT,
      script: require.resolve('./scripts/launch-check.mjs'),
      warn: (message) => console.warn(`⚠ ${message}`),
      on: phase === PHASE_PRODUCTION_BUILD ? 'build' : 'start',
    });
  return siteConfig(phase);
};

export default nextConfig;
