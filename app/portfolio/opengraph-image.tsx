import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = `${site.name} portfolio: event, corporate, product and social media films`;

export default function Image() {
  return ogImage({ title: 'Selected Films for Brands, Events and Independents', eyebrow: 'Portfolio' });
}
