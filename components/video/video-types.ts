export type VideoOrientation = 'landscape' | 'portrait';

/** How the play button shows over a poster: always, or only on hover and keyboard focus (grids). */
export type PlayButtonReveal = 'always' | 'hover';

/** A poster shipped in public/, with its intrinsic size so nothing shifts while it loads. */
export interface VideoPoster {
  src: string;
  alt: string;
  width: number;
  height: number;
}
