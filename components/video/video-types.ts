export type VideoOrientation = 'landscape' | 'portrait';

export type PlayButtonReveal = 'always' | 'hover';

export interface VideoPoster {
  src: string;
  alt: string;
  width: number;
  height: number;
}
