'use client';

import { clsx } from 'clsx';
import { X } from 'lucide';
import { useEffect, useId, useRef, type MouseEvent } from 'react';
import { Icon } from '@/components/ui/icon';
import type { VideoOrientation } from './video-types';

const LANDSCAPE_WIDTH = 'max-w-[min(100%,calc((100dvh-7rem)*16/9))]';

interface VideoOverlayProps {
  open: boolean;
  onClose: () => void;
  playerUrl: string;
  title: string;
  orientation: VideoOrientation;
}

/** The iframe is mounted only while open: nothing loads before play, and closing stops the film. */
export function VideoOverlay({ open, onClose, playerUrl, title, orientation }: VideoOverlayProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [open]);

  const closeOnBackdrop = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) event.currentTarget.close();
  };

  const portrait = orientation === 'portrait';

  return (
    // Escape and the close button are the keyboard ways out; the backdrop click only adds a pointer one.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={closeOnBackdrop}
      className="on-dark fixed inset-0 m-0 h-dvh max-h-none w-screen max-w-none flex-col gap-4 bg-transparent p-4 text-white backdrop:bg-ink/95 backdrop:backdrop-blur-sm open:flex sm:p-6"
    >
      <div className={clsx('mx-auto flex w-full items-center justify-between gap-4', portrait ? 'max-w-xl' : LANDSCAPE_WIDTH)}>
        <h2 id={titleId} className="truncate font-display text-lg font-bold sm:text-xl">
          {title}
        </h2>
        <button
          type="button"
          onClick={() => dialogRef.current?.close()}
          className="inline-flex h-11 shrink-0 items-center gap-2 rounded-full border border-white/25 bg-white/10 px-4 text-sm font-semibold text-white transition-colors hover:border-white hover:bg-white hover:text-ink"
        >
          <Icon icon={X} className="size-5" />
          Close<span className="sr-only"> video</span>
        </button>
      </div>
      <div className="flex min-h-0 flex-1 items-center justify-center">
        <div
          data-video-frame={orientation}
          className={clsx(
            'overflow-hidden rounded-xl bg-black shadow-2xl',
            portrait
              ? 'aspect-[9/16] h-[min(100%,calc((100vw-2rem)*16/9))] max-w-full'
              : clsx('aspect-video w-full', LANDSCAPE_WIDTH),
          )}
        >
          {open && (
            <iframe
              src={playerUrl}
              title={`${title} (video player)`}
              allow="autoplay; encrypted-media; fullscreen; picture-in-picture"
              referrerPolicy="strict-origin-when-cross-origin"
              className="size-full border-0"
            />
          )}
        </div>
      </div>
    </dialog>
  );
}
