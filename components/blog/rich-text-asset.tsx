import { FileDown } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import type { PostAsset } from '@/lib/contentful/types';
import { fileExtension, formatFileSize } from '@/lib/file-size';

type ImageAsset = Extract<PostAsset, { kind: 'image' }>;
type FileAsset = Extract<PostAsset, { kind: 'file' }>;

const SIZES = '(min-width: 48rem) 42rem, 100vw';

export function AssetFigure({ image }: { image: ImageAsset }) {
  return (
    <figure className="my-10">
      {image.width && image.height ? (
        <Image
          src={image.url}
          alt={image.alt}
          width={image.width}
          height={image.height}
          sizes={SIZES}
          className="h-auto w-full rounded-card bg-sand"
        />
      ) : (
        <div className="relative aspect-video overflow-hidden rounded-card bg-sand">
          <Image src={image.url} alt={image.alt} fill sizes={SIZES} className="object-contain" />
        </div>
      )}
      {image.caption && <figcaption className="mt-3 text-sm leading-relaxed text-muted">{image.caption}</figcaption>}
    </figure>
  );
}

export function fileFacts(file: FileAsset): string {
  return [fileExtension(file.fileName), file.size === undefined ? '' : formatFileSize(file.size)].filter(Boolean).join(', ');
}

export function AssetDownload({ file }: { file: FileAsset }) {
  const facts = [file.fileName, file.size === undefined ? '' : formatFileSize(file.size)].filter(Boolean).join(' · ');
  return (
    <p className="my-8">
      <a
        href={file.url}
        download={file.fileName}
        className="group flex items-center gap-4 rounded-card border border-line bg-white px-5 py-4 no-underline transition-colors hover:border-brand"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sand text-brand-deep">
          <Icon icon={FileDown} className="size-5" />
        </span>
        <span className="min-w-0 leading-snug">
          <span className="block font-semibold text-ink group-hover:text-brand-deep">{file.title || file.fileName}</span>
          <span className="mt-1 block text-sm break-all text-muted">{facts}</span>
        </span>
      </a>
    </p>
  );
}
