import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';

export const alt = `Contact ${site.name} about your video project`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Let’s talk about your project', eyebrow: 'Contact' });
}
