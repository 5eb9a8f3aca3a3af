import { Play } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import { MaskIcon } from '@/components/ui/mask-icon';
import type { Film, Project } from '@/content/model';
import { cn } from '@/lib/cn';
import { filmPlayerUrl, filmWatchUrl } from '@/lib/films';
import { VideoPlayButton } from './video-play-button';
import type { PlayButtonReveal, VideoOrientation, VideoPoster } from './video-types';

interface VideoFacadeProps {
  film?: Pick<Film, 'host' | 'id'> & { hash?: string };
  title: string;
  poster: VideoPoster;
  orientation?: VideoOrientation;
  reveal?: PlayButtonReveal;
  preload?: boolean;
  sizes?: string;
  className?: string;
}

export function VideoFacade({
  film,
  title,
  poster,
  orientation = 'landscape',
  reveal = 'always',
  preload = false,
  sizes = '100vw',
  className,
}: VideoFacadeProps) {
  return (
    <div
      data-video-facade={orientation}
      className={cn(
        'group/facade relative isolate overflow-hidden rounded-card bg-ink',
        orientation === 'portrait' ? 'aspect-[9/16]' : 'aspect-video',
        className,
      )}
    >
      <Image
        {...poster}
        alt={poster.alt}
        sizes={sizes}
        preload={preload}
        className={cn(
          'size-full object-cover transition-transform duration-700 ease-out-expo',
          film && 'group-hover/facade:scale-[1.03]',
        )}
      />
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-radial from-transparent from-40% to-black/35" />
      {film ? (
        <VideoPlayButton
          playerUrl={filmPlayerUrl(film, { autoplay: true })}
          watchUrl={filmWatchUrl(film)}
          title={title}
          orientation={orientation}
        >
          <PlayBadge reveal={reveal} />
        </VideoPlayButton>
      ) : (
        <p
          data-video-unavailable
          className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs font-medium text-ink shadow-sm"
        >
          <MaskIcon name="film" className="size-3.5 text-muted" />
          Video unavailable
        </p>
      )}
    </div>
  );
}

interface ProjectVideoFacadeProps extends Pick<VideoFacadeProps, 'reveal' | 'preload' | 'sizes' | 'className'> {
  project: Pick<Project, 'title' | 'film' | 'orientation' | 'poster'>;
}

export function ProjectVideoFacade({ project, ...rest }: ProjectVideoFacadeProps) {
  return (
    <VideoFacade film={project.film} title={project.title} poster={project.poster} orientation={project.orientation} {...rest} />
  );
}

function PlayBadge({ reveal }: { reveal: PlayButtonReveal }) {
  return (
    <span
      aria-hidden
      className={cn(
        'play-badge size-16 rounded-full group-hover/play:scale-110 group-focus-visible/play:scale-110 sm:size-20',
        // Grid cards reveal the button on hover or focus; touch screens have no hover, so they always show it.
        reveal === 'hover' && 'play-badge-reveal scale-90 [@media(hover:none)]:scale-100',
      )}
    >
      <Icon icon={Play} className="ml-1 size-6 fill-current sm:size-7" strokeWidth={1.5} />
    </span>
  );
}
