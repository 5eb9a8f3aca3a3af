import { OG_SIZE, ogImage } from '@/components/og/og-image';

export const alt = 'Frequently asked questions about videography with Kestrel Films';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Frequently asked questions', eyebrow: 'FAQs' });
}
