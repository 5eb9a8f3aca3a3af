import type { Film, Project } from './model';
import { site } from './site';

/** The film behind the home page's intro play button. */
export const showreel: { sample?: true; title: string; film: Film; poster: Project['poster'] } = {
  sample: true,
  title: `${site.name} showreel`,
  film: { host: 'youtube', id: 'kF7sRz2mQ4w', duration: 94, uploadDate: '2026-01-20' },
  poster: {
    src: '/images/intro-poster.jpg',
    alt: 'Illustration of a camera monitor framing an interview in a dimly lit room',
    width: 1600,
    height: 900,
  },
};
