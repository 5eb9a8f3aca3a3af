import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';

export const alt = `Insights & Tips on Videography, the ${site.name} blog`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Insights & Tips on Videography', eyebrow: 'The Journal' });
}
