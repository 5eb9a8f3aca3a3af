import { pagePictureContentType, siteMediaContentType } from '../../content/contentful-types';
import { CONTENTFUL_IMAGE_ORIGIN, CONTENTFUL_VIDEO_ORIGIN } from '../../content/fields';
import type { PagePicture, SiteMediaEntry } from '../../content/model';
import { modelEntries } from './model-entries';

// Pictures and films as the owner's space holds them: on Contentful's own hosts, each named after the file of public/
// it replaces, so a test can serve that file's bytes for it (the stand-in has no file host).

/** A Contentful address for a file of public/ ('/images/hero-poster.jpg'). */
export const contentfulUrlFor = (file: string, origin = CONTENTFUL_IMAGE_ORIGIN) =>
  `${origin}/kestrel-space/${file.replace(/[^A-Za-z0-9]/g, '')}/0123abcd${file.slice(file.lastIndexOf('/'))}`;

/** The public/ file a Contentful address of contentfulUrlFor names. */
export const publicFileOf = (url: string, files: readonly string[]) =>
  files.find((file) => new URL(url).pathname === new URL(contentfulUrlFor(file)).pathname);

export const ownImage = (file: string, alt: string, width: number, height: number) => ({
  src: contentfulUrlFor(file),
  alt,
  width,
  height,
});

/** A Site media entry setting every picture and film. */
export const fullSiteMedia: SiteMediaEntry = {
  label: 'Site media',
  heroFilmMp4: { src: contentfulUrlFor('/video/hero.mp4', CONTENTFUL_VIDEO_ORIGIN), type: 'video/mp4' },
  heroFilmWebm: { src: contentfulUrlFor('/video/hero.webm', CONTENTFUL_VIDEO_ORIGIN), type: 'video/webm' },
  heroPoster: ownImage('/images/hero-poster.jpg', 'A first frame', 1920, 1080),
  showreelPoster: ownImage('/images/intro-poster.jpg', 'A camera monitor in a dark room', 1600, 900),
  portrait: ownImage('/images/about-portrait.jpg', 'The owner with a camera', 1200, 1500),
};

export const siteMediaEntry = (value: SiteMediaEntry, key = 'site') => modelEntries(siteMediaContentType, [value], () => key);

export const pagePictureEntries = (values: PagePicture[]) =>
  modelEntries(pagePictureContentType, values, (value) => String(value.page));
