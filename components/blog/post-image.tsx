import { Clapperboard } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { cn } from '@/lib/cn';
import type { PostImage as PostImageData } from '@/lib/contentful/types';

interface PostImageProps {
  image?: PostImageData;
  className?: string;
  sizes: string;
  preload?: boolean;
}

export function PostImage({ image, className, sizes, preload = false }: PostImageProps) {
  return (
    <div className={cn('relative overflow-hidden bg-sand', className)}>
      {image ? (
        <Image src={image.url} alt={image.alt} fill sizes={sizes} preload={preload} className="object-cover" />
      ) : (
        <div
          data-testid="post-image-placeholder"
          className="absolute inset-0 flex items-center justify-center bg-[radial-gradient(circle_at_30%_20%,var(--color-paper),var(--color-sand)_70%)]"
        >
          <Icon icon={Clapperboard} strokeWidth={1.25} className="size-14 text-ink/25" />
        </div>
      )}
    </div>
  );
}
