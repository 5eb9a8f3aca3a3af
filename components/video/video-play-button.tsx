'use client';

import { Play } from 'lucide-react';
import { useRef, useState } from 'react';
import { cn } from '@/lib/cn';
import type { PlayButtonReveal, VideoOrientation } from './video-types';
import { VideoOverlay } from './video-overlay';

export interface VideoPlayButtonProps {
  videoId: string;
  title: string;
  orientation: VideoOrientation;
  reveal: PlayButtonReveal;
}

/**
 * The client island of a video facade: a button covering the poster and the overlay it opens.
 * It owns the open state, so each facade's overlay always knows which film it shows, and it puts
 * focus back on itself when the overlay closes.
 */
export function VideoPlayButton({ videoId, title, orientation, reveal }: VideoPlayButtonProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="dialog"
        data-video-open={open || undefined}
        onClick={() => setOpen(true)}
        className="group/play absolute inset-0 flex cursor-pointer items-center justify-center rounded-[inherit] focus-visible:outline-none focus-visible:ring-4 focus-visible:ring-white focus-visible:ring-inset"
      >
        <span className="sr-only">Play video: {title}</span>
        <span
          aria-hidden
          className={cn(
            'flex size-16 items-center justify-center rounded-full bg-white/90 text-ink shadow-[0_8px_30px_rgb(0_0_0/0.35)] ring-1 ring-black/5 backdrop-blur transition duration-300 ease-out-expo group-hover/play:scale-110 group-hover/play:bg-brand group-hover/play:text-white group-focus-visible/play:scale-110 group-focus-visible/play:bg-brand group-focus-visible/play:text-white sm:size-20',
            // Grid cards reveal the button on hover or focus; touch screens have no hover, so they always show it.
            reveal === 'hover' &&
              'scale-90 opacity-0 group-hover/play:opacity-100 group-focus/play:opacity-100 [@media(hover:none)]:scale-100 [@media(hover:none)]:opacity-100',
          )}
        >
          <Play className="ml-1 size-6 fill-current sm:size-7" strokeWidth={1.5} />
        </span>
      </button>
      <VideoOverlay open={open} onClose={close} videoId={videoId} title={title} orientation={orientation} />
    </>
  );
}
