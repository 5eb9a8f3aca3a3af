import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';

export const alt = `Frequently asked questions about videography with ${site.name}`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Frequently asked questions', eyebrow: 'FAQs' });
}
