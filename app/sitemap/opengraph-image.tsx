import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';

export const alt = `The ${site.name} sitemap`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Every Page on This Site', eyebrow: 'Sitemap' });
}
