'use client';

import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import type { VideoOrientation } from './video-types';

const loadOverlay = () => import('./video-overlay');
// The overlay's code arrives when a visitor shows interest (hover, focus or press), not with every page.
const VideoOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.VideoOverlay })));

export interface VideoPlayButtonProps {
  videoId: string;
  title: string;
  orientation: VideoOrientation;
  children: ReactNode;
}

/** Owns the open state, so each facade's overlay knows its film, and puts focus back on itself on close. */
export function VideoPlayButton({ videoId, title, orientation, children }: VideoPlayButtonProps) {
  const [open, setOpen] = useState(false);
  // Once opened, the overlay stays mounted (closed) so reopening it is instant.
  const [used, setUsed] = useState(false);
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
        onPointerEnter={loadOverlay}
        onFocus={loadOverlay}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        className="group/play absolute inset-0 flex cursor-pointer items-center justify-center rounded-[inherit] focus-visible:ring-4 focus-visible:ring-white focus-visible:outline-none focus-visible:ring-inset"
      >
        <span className="sr-only">Play video: {title}</span>
        {children}
      </button>
      {used && (
        <Suspense fallback={null}>
          <VideoOverlay open={open} onClose={close} videoId={videoId} title={title} orientation={orientation} />
        </Suspense>
      )}
    </>
  );
}
