import type { ContentImage, VideoFile } from './model';
import { showreel } from './showreel';
import { site } from './site';

/** The pictures and films of the site's own pages; the Site media entry in Contentful replaces each one it sets. */
export interface SiteMedia {
  /** The hero's silent loop, in the order the browser tries them (the smaller WebM first). */
  heroFilm: VideoFile[];
  heroPoster: ContentImage;
  showreelPoster: ContentImage;
  portrait: ContentImage;
}

/** The files the site ships with in public/. */
export const siteMediaFiles: SiteMedia = {
  heroFilm: [
    { src: '/video/hero.webm', type: 'video/webm' },
    { src: '/video/hero.mp4', type: 'video/mp4' },
  ],
  // Decorative: the page gives it no alt text, whatever it holds.
  heroPoster: { src: '/images/hero-poster.jpg', alt: 'The hero film’s first frame', width: 1920, height: 1080 },
  showreelPoster: showreel.poster,
  portrait: {
    src: '/images/about-portrait.jpg',
    alt: `Illustrated portrait of ${site.owner}: a silhouette filming with a shoulder-mounted cinema camera against a sunlit window`,
    width: 1200,
    height: 1500,
  },
};
