import { Briefcase, Megaphone, PartyPopper, Smartphone, type IconNode } from 'lucide';
import type { ServiceIcon } from '@/content/model';

/**
 * The drawing of each icon a service may name (`serviceIconSchema` in content/model.ts). The sprite takes every one
 * of them from here, so a service's icon is never missing from it; a new icon is its name there and a line here.
 */
export const SERVICE_ICONS: Record<ServiceIcon, IconNode> = {
  briefcase: Briefcase,
  'party-popper': PartyPopper,
  smartphone: Smartphone,
  megaphone: Megaphone,
};
