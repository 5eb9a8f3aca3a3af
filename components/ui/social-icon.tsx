import type { SocialProfile } from '@/content/model';
import { MaskIcon, type MaskName } from './mask-icon';

const SOCIAL_MASKS = {
  Instagram: 'instagram',
  LinkedIn: 'linkedin',
  Vimeo: 'vimeo',
  TikTok: 'tiktok',
} as const satisfies Record<SocialProfile['network'], MaskName>;

/** A network's glyph (lib/icons/social.ts), drawn by the stylesheet: it is in the footer of every page. */
export function SocialIcon({ network, className }: { network: SocialProfile['network']; className?: string }) {
  return <MaskIcon name={SOCIAL_MASKS[network]} className={className} />;
}
