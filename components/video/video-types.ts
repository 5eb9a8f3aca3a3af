export type VideoOrientation = 'landscape' | 'portrait';

export type PlayButtonReveal = 'always' | 'hover';

export interface VideoPoster {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** The attribute a tap held before the page's scripts ran leaves on its play link, until the play button takes it over. */
export const PLAY_PENDING = 'data-video-pending';
