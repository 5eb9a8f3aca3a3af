import { Briefcase, Megaphone, PartyPopper, Smartphone, type IconNode } from 'lucide';
import type { ServiceIcon } from '@/content/model';

export const SERVICE_ICONS: Record<ServiceIcon, IconNode> = {
  briefcase: Briefcase,
  'party-popper': PartyPopper,
  smartphone: Smartphone,
  megaphone: Megaphone,
};
