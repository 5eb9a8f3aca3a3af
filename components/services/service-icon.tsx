import { Briefcase, Megaphone, PartyPopper, Smartphone, type LucideIcon } from 'lucide-react';
import type { ServiceIcon as ServiceIconName } from '@/content/schema';

const icons: Record<ServiceIconName, LucideIcon> = {
  briefcase: Briefcase,
  'party-popper': PartyPopper,
  smartphone: Smartphone,
  megaphone: Megaphone,
};

/** The line icon named by a service's `icon` field; decorative, so hidden from assistive technology. */
export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  const Icon = icons[name];
  return <Icon aria-hidden data-service-icon={name} className={className} strokeWidth={1.5} />;
}
