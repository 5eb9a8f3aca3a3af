import type { IconNode } from 'lucide';
import type { SocialProfile } from '@/content/model';

/** The glyphs are drawn a little lighter than the interface's icons, as their outlines are busier. */
export const SOCIAL_STROKE_WIDTH = 1.8;

export const SOCIAL_ICONS: Record<SocialProfile['network'], IconNode> = {
  Instagram: [
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '5' }],
    ['circle', { cx: '12', cy: '12', r: '4' }],
    ['circle', { cx: '17.5', cy: '6.5', r: '0.6', fill: 'currentColor' }],
  ],
  LinkedIn: [
    ['rect', { x: '3', y: '3', width: '18', height: '18', rx: '3' }],
    ['path', { d: 'M8 10.5V16M8 7.5v.01M11.5 16v-5.5M11.5 13c0-1.7 1-2.6 2.3-2.6S16 11.2 16 13v3' }],
  ],
  Vimeo: [
    [
      'path',
      {
        d: 'M3 8.5c1.2-.9 2.3-1.9 3.4-2.3 1.3-.4 2 .6 2.3 2.2.4 2.3.8 6.2 1.8 6.2s3.3-3.6 3.8-5.7c.4-1.7-.6-2.4-2.3-1.6.9-3 3.9-4.2 5.6-3.4 1.6.8 1.4 3.3.3 5.6-1.4 2.9-4.9 8.2-7.6 8.2-2.2 0-2.7-4.4-3.7-7.6-.4-1.2-.8-1.6-2.4-.6',
      },
    ],
  ],
  TikTok: [
    ['path', { d: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5' }],
    ['path', { d: 'M14 3c.4 2.6 2.2 4.3 5 4.5' }],
  ],
};
