import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { site } from '@/content/site';
import { pageTitles, placesPhrase } from '@/lib/page-titles';

export const size = OG_SIZE;
export const contentType = 'image/png';
export const alt = `${site.name}: professional videographer in ${placesPhrase('and')}`;

export default function Image() {
  return ogImage({ title: pageTitles.home, eyebrow: `${site.name} · ${site.locality}` });
}
