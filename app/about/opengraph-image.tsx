import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = `About ${site.owner}, the videographer behind ${site.name}`;

export default function Image() {
  return ogImage({ title: 'The Person Behind the Camera', eyebrow: `About ${site.owner}` });
}
