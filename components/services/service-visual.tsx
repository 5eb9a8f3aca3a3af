import { Image } from '@/components/ui/image';
import type { Service } from '@/content/model';
import { cn } from '@/lib/cn';
import { ServiceIcon } from './service-icon';

interface ServiceVisualProps {
  service: Pick<Service, 'title' | 'icon' | 'image'>;
  sizes: string;
  preload?: boolean;
  className?: string;
}

/** A service's photograph, or artwork built from its icon, so a new service never shows an empty frame. */
export function ServiceVisual({ service, sizes, preload = false, className }: ServiceVisualProps) {
  if (service.image) {
    return (
      <Image
        src={service.image.src}
        alt={service.image.alt}
        width={service.image.width}
        height={service.image.height}
        sizes={sizes}
        preload={preload}
        className={cn('size-full object-cover', className)}
      />
    );
  }
  return (
    <div
      data-service-artwork
      className={cn('relative flex size-full items-center justify-center overflow-hidden bg-ink', className)}
    >
      <div aria-hidden className="absolute -top-1/3 -left-1/4 size-[80%] rounded-full bg-brand/35 blur-3xl" />
      <div aria-hidden className="absolute -right-1/4 -bottom-1/3 size-[70%] rounded-full bg-graphite blur-3xl" />
      <ServiceIcon name={service.icon} className="relative size-1/3 max-h-28 max-w-28 text-white/90" />
    </div>
  );
}
