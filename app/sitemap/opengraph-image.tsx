import { OG_SIZE, ogImage } from '@/components/og/og-image';

export const alt = 'The Kestrel Films sitemap';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Every Page on This Site', eyebrow: 'Sitemap' });
}
