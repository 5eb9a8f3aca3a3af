'use client';

import { useEffect, useRef, useState, useSyncExternalStore } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

interface NetworkInformation extends EventTarget {
  saveData?: boolean;
}

const connection = () => (navigator as Navigator & { connection?: NetworkInformation }).connection;

function subscribeToFilmPreferences(onChange: () => void) {
  const query = window.matchMedia(REDUCED_MOTION);
  query.addEventListener('change', onChange);
  connection()?.addEventListener('change', onChange);
  return () => {
    query.removeEventListener('change', onChange);
    connection()?.removeEventListener('change', onChange);
  };
}

const filmWantedNow = () => !window.matchMedia(REDUCED_MOTION).matches && !connection()?.saveData;
const filmWantedOnServer = () => false;

interface HeroVideoSource {
  src: string;
  type: string;
}

interface HeroVideoProps {
  sources: HeroVideoSource[];
  poster: string;
  posterImage: string;
  className?: string;
}

function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const settle = () => {
      const done = () => setSettled(true);
      if (typeof window.requestIdleCallback === 'function') {
        const handle = window.requestIdleCallback(done, { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = window.setTimeout(done, 200);
        cancel = () => window.clearTimeout(handle);
      }
    };
    if (document.readyState === 'complete') settle();
    else window.addEventListener('load', settle, { once: true });
    return () => {
      window.removeEventListener('load', settle);
      cancel();
    };
  }, []);
  return settled;
}

export function HeroVideo(props: HeroVideoProps) {
  const filmWanted = useSyncExternalStore(subscribeToFilmPreferences, filmWantedNow, filmWantedOnServer);
  const settled = usePageSettled();
  return filmWanted && settled ? <LoopingVideo {...props} /> : null;
}

function LoopingVideo({ sources, poster, posterImage, className }: HeroVideoProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  // Only rendered in the browser: reusing the image it already chose for the poster costs no second download.
  const [posterSrc] = useState(() => document.querySelector<HTMLImageElement>(posterImage)?.currentSrc || poster);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    // React sets `muted` as a property only; the attribute keeps the markup honest and autoplay allowed.
    video.defaultMuted = true;
    video.muted = true;
    // Autoplay may be refused (data saver, battery saver): the poster then simply stays.
    video.play().catch(() => undefined);
  }, []);

  // A pixel narrower than the poster: the same box was reported larger on a phone (rounding), a shorter one on a laptop.
  return (
    <video
      ref={videoRef}
      autoPlay
      muted
      loop
      playsInline
      poster={posterSrc}
      preload="auto"
      aria-hidden
      tabIndex={-1}
      data-hero-video
      data-playing={playing || undefined}
      onPlaying={() => setPlaying(true)}
      className={`absolute top-0 left-px h-full w-[calc(100%-1px)] object-cover transition-opacity duration-1000 ease-out ${className ?? ''} ${playing ? 'opacity-100' : 'opacity-0'}`}
    >
      {sources.map((source) => (
        <source key={source.src} src={source.src} type={source.type} />
      ))}
    </video>
  );
}
