'use client';

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { PLAY_PENDING, type VideoOrientation } from './video-types';

const loadOverlay = () => import('./video-overlay');
// The overlay's code arrives when a visitor shows interest (hover, focus or press), not with every page.
const VideoOverlay = lazy(() => loadOverlay().then((module) => ({ default: module.VideoOverlay })));

const subscribeToNothing = () => () => {};

interface VideoPlayButtonProps {
  playerUrl: string;
  watchUrl: string;
  title: string;
  orientation: VideoOrientation;
  children: ReactNode;
}

export function VideoPlayButton({ playerUrl, watchUrl, title, orientation, children }: VideoPlayButtonProps) {
  // A link to the film in the server's HTML; once scripted, the same element becomes the button (no new DOM to build).
  const scripted = useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
  const [open, setOpen] = useState(false);
  // Once opened, the overlay stays mounted (closed) so reopening it is instant.
  const [used, setUsed] = useState(false);
  const buttonRef = useRef<HTMLAnchorElement>(null);

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const show = () => {
    buttonRef.current?.removeAttribute(PLAY_PENDING);
    setUsed(true);
    setOpen(true);
  };
  // A tap held before the page's scripts ran (EarlyPlayTaps) opens the film now.
  useEffect(() => {
    if (buttonRef.current?.hasAttribute(PLAY_PENDING)) show();
  }, []);

  return (
    <>
      <a
        ref={buttonRef}
        href={watchUrl}
        role={scripted ? 'button' : undefined}
        aria-haspopup={scripted ? 'dialog' : undefined}
        data-video-open={open || undefined}
        onPointerEnter={loadOverlay}
        onFocus={loadOverlay}
        onClick={(event) => {
          if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
          event.preventDefault();
          show();
        }}
        onKeyDown={(event) => {
          if (event.key !== ' ') return;
          event.preventDefault();
          show();
        }}
        className="group/play play-target"
      >
        <span className="sr-only">Play video: {title}</span>
        {children}
      </a>
      {used && (
        <Suspense fallback={null}>
          <VideoOverlay open={open} onClose={close} playerUrl={playerUrl} title={title} orientation={orientation} />
        </Suspense>
      )}
    </>
  );
}
