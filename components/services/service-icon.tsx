import { Icon } from '@/components/ui/icon';
import type { ServiceIcon as ServiceIconName } from '@/content/model';
import { SERVICE_ICONS } from '@/lib/icons/service-icons';

export function ServiceIcon({ name, className, inline }: { name: ServiceIconName; className?: string; inline?: boolean }) {
  return <Icon icon={SERVICE_ICONS[name]} inline={inline} data-service-icon={name} className={className} strokeWidth={1.5} />;
}
