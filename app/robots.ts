import type { MetadataRoute } from 'next';
import { absoluteUrl } from '@/lib/seo';

/** Everything public may be crawled; the owner's draft preview and the webhook may not. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/api/'] }],
    sitemap: absoluteUrl('/sitemap.xml'),
    host: absoluteUrl('/'),
  };
}
