import type { SocialProfile } from '@/content/model';
import { SOCIAL_ICONS } from '@/lib/icons/social';
import { Icon } from './icon';

export function SocialIcon({ network, className }: { network: SocialProfile['network']; className?: string }) {
  return <Icon icon={SOCIAL_ICONS[network]} className={className} strokeWidth={1.8} />;
}
