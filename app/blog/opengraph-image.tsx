import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';
import { pageTitles } from '@/lib/page-titles';

export const alt = `${pageTitles.blog}, the ${site.name} blog`;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: pageTitles.blog, eyebrow: 'The Journal' });
}
