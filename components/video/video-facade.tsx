import { Play, Film } from 'lucide';
import { Icon } from '@/components/ui/icon';
import { Image } from '@/components/ui/image';
import type { Project } from '@/content/schema';
import { cn } from '@/lib/cn';
import type { PlayButtonReveal, VideoOrientation, VideoPoster } from './video-types';
import { VideoPlayButton } from './video-play-button';

/**
 * Video facade: a local poster with a play button that opens a full-screen overlay holding the
 * YouTube (youtube-nocookie.com) player. Nothing loads from the video host until play is pressed.
 *
 * Server component; the only client part is `VideoPlayButton` (button + `<dialog>` overlay).
 * Each facade owns its overlay, so several facades on one page (the home page's Featured Work,
 * the portfolio grid) each know which film they show; a modal dialog makes the rest of the page
 * inert, so only one overlay can ever be open at a time.
 *
 * Usage:
 *   // any film, e.g. the home intro block
 *   <VideoFacade videoId="abc123def45" title="Showreel" poster={{ src, alt, width, height }} />
 *   // a portfolio project (poster, title, orientation and id come from content/projects.ts)
 *   <ProjectVideoFacade project={project} reveal="hover" sizes="(min-width: 768px) 50vw, 100vw" />
 *
 * The frame takes the film's shape (16:9, or 9:16 for `orientation="portrait"`) and fills the
 * width of its parent; give it a width or max-height through `className` to size it.
 */
export interface VideoFacadeProps {
  /** YouTube id. Without one the facade shows 'Video unavailable' instead of a play button. */
  videoId?: string;
  /** Film title: the play button's accessible name, the overlay heading and the player's title. */
  title: string;
  poster: VideoPoster;
  /** Frame shape. Defaults to 'landscape' (16:9); 'portrait' is 9:16. */
  orientation?: VideoOrientation;
  /** 'always' (default) shows the play button; 'hover' reveals it on hover and keyboard focus. */
  reveal?: PlayButtonReveal;
  /** Preload the poster: only for the first large image visible on load. */
  preload?: boolean;
  /** `sizes` for the poster; defaults to the full viewport width. */
  sizes?: string;
  className?: string;
}

export function VideoFacade({
  videoId,
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
        src={poster.src}
        alt={poster.alt}
        width={poster.width}
        height={poster.height}
        sizes={sizes}
        preload={preload}
        className={cn(
          'size-full object-cover transition-transform duration-700 ease-out-expo',
          videoId && 'group-hover/facade:scale-[1.03]',
        )}
      />
      {/* A soft vignette gives the poster a cinematic edge and the button some contrast. */}
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-radial from-transparent from-40% to-black/35" />
      {videoId ? (
        <VideoPlayButton videoId={videoId} title={title} orientation={orientation}>
          <PlayBadge reveal={reveal} />
        </VideoPlayButton>
      ) : (
        // A quiet note on the poster, not a warning: the film simply is not public.
        <p
          data-video-unavailable
          className="absolute bottom-3 left-3 inline-flex items-center gap-1.5 rounded-full bg-white/90 px-3 py-1.5 text-xs font-medium text-ink shadow-sm"
        >
          <Icon icon={Film} className="size-3.5 text-muted" />
          Video unavailable
        </p>
      )}
    </div>
  );
}

export interface ProjectVideoFacadeProps extends Pick<VideoFacadeProps, 'reveal' | 'preload' | 'sizes' | 'className'> {
  project: Pick<Project, 'title' | 'videoId' | 'orientation' | 'poster'>;
}

/** The facade for a portfolio project: its poster, film, title and orientation. */
export function ProjectVideoFacade({ project, ...rest }: ProjectVideoFacadeProps) {
  return (
    <VideoFacade
      videoId={project.videoId}
      title={project.title}
      poster={project.poster}
      orientation={project.orientation}
      {...rest}
    />
  );
}

/** The round play mark in the middle of the poster; the button around it is the client island. */
function PlayBadge({ reveal }: { reveal: PlayButtonReveal }) {
  return (
    <span
      aria-hidden
      className={cn(
        'flex size-16 items-center justify-center rounded-full bg-white/90 text-ink shadow-[0_8px_30px_rgb(0_0_0/0.35)] ring-1 ring-black/5 backdrop-blur transition duration-300 ease-out-expo group-hover/play:scale-110 group-hover/play:bg-brand group-hover/play:text-white group-focus-visible/play:scale-110 group-focus-visible/play:bg-brand group-focus-visible/play:text-white sm:size-20',
        // Grid cards reveal the button on hover or focus; touch screens have no hover, so they always show it.
        reveal === 'hover' &&
          'scale-90 opacity-0 group-hover/play:opacity-100 group-focus/play:opacity-100 [@media(hover:none)]:scale-100 [@media(hover:none)]:opacity-100',
      )}
    >
      <Icon icon={Play} className="ml-1 size-6 fill-current sm:size-7" strokeWidth={1.5} />
    </span>
  );
}
