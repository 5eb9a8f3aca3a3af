import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';
import { pageTitles } from '@/lib/page-titles';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = `About ${site.owner}, the videographer behind ${site.name}`;

export default function Image() {
  return ogImage({ title: pageTitles.about, eyebrow: `About ${site.owner}` });
}
