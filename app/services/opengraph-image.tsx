import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';

export const alt = `Video services from ${site.name}`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Corporate, event, social media and promotional films', eyebrow: 'Services' });
}
