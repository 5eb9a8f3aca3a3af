import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';
import { pageTitles } from '@/lib/page-titles';

export const alt = `The ${site.name} sitemap`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: pageTitles.sitemap, eyebrow: 'Sitemap' });
}
