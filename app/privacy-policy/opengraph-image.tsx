import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';

export const alt = `The ${site.name} privacy policy`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Privacy Policy', eyebrow: 'Legal' });
}
