import { OG_SIZE, ogImage } from '@/components/og/og-image';

export const alt = 'Insights & Tips on Videography, the Kestrel Films blog';
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Insights & Tips on Videography', eyebrow: 'The Journal' });
}
