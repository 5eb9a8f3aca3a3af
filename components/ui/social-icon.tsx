import type { SocialProfile } from '@/content/model';
import { MaskIcon, type MaskName } from './mask-icon';

const SOCIAL_MASKS = {
  Instagram: 'instagram',
  LinkedIn: 'linkedin',
  Vimeo: 'vimeo',
  TikTok: 'tiktok',
} as const satisfies Record<SocialProfile['network'], MaskName>;

export function SocialIcon({ network, className }: { network: SocialProfile['network']; className?: string }) {
  return <MaskIcon name={SOCIAL_MASKS[network]} className={className} />;
}
