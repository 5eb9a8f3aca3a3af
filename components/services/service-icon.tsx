import { Briefcase, Megaphone, PartyPopper, Smartphone, type IconNode } from 'lucide';
import { Icon } from '@/components/ui/icon';
import type { ServiceIcon as ServiceIconName } from '@/content/schema';

const icons: Record<ServiceIconName, IconNode> = {
  briefcase: Briefcase,
  'party-popper': PartyPopper,
  smartphone: Smartphone,
  megaphone: Megaphone,
};

export function ServiceIcon({ name, className, inline }: { name: ServiceIconName; className?: string; inline?: boolean }) {
  return <Icon icon={icons[name]} inline={inline} data-service-icon={name} className={className} strokeWidth={1.5} />;
}
