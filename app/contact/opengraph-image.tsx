import { OG_SIZE, ogImage } from '@/components/og/og-image';
import { CONTACT_IMAGE_ALT } from '@/lib/contact-metadata';

export const alt = CONTACT_IMAGE_ALT;
export const size = OG_SIZE;
export const contentType = 'image/png';

export default function Image() {
  return ogImage({ title: 'Let’s talk about your project', eyebrow: 'Contact' });
}
