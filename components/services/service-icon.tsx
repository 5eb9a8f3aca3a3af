import { Icon } from '@/components/ui/icon';
import type { ServiceIcon as ServiceIconName } from '@/content/model';
import { SERVICE_ICONS } from '@/lib/icons/service-icons';

export function ServiceIcon({ name, className }: { name: ServiceIconName; className?: string }) {
  return <Icon icon={SERVICE_ICONS[name]} data-service-icon={name} className={className} strokeWidth={1.5} />;
}
