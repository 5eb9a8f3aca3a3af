import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';
import { pageTitles } from '@/lib/page-titles';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = `${site.name} portfolio: event, corporate, product and social media films`;

export default function Image() {
  return ogImage({ title: pageTitles.portfolio, eyebrow: 'Portfolio' });
}
