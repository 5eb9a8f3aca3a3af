import { Briefcase, Megaphone, PartyPopper, Smartphone, type IconNode } from 'lucide';
import type { ServiceIcon } from '@/content/model';

/**
 * The drawing of each icon a service may name (`serviceIconSchema` in content/model.ts): a new icon is its name there
 * and a line here, and the type fails the build while one lacks its drawing.
 */
export const SERVICE_ICONS: Record<ServiceIcon, IconNode> = {
  briefcase: Briefcase,
  'party-popper': PartyPopper,
  smartphone: Smartphone,
  megaphone: Megaphone,
};
