// Loaded by the launch check outside Next, so it imports content by relative path.
import { locations } from '../content/locations';
import type { ContentImage, Location, Service, VideoFile } from '../content/model';
import { services } from '../content/services';
import { siteMediaFiles, type SiteMedia } from '../content/site-media';
import { locationPagePath, servicePagePath } from './routes';

/** What Contentful sets of the pages' pictures and films (a JSON value: it is kept through an outage). */
export interface ContentfulMedia {
  heroFilm?: VideoFile[];
  heroPoster?: ContentImage;
  showreelPoster?: ContentImage;
  portrait?: ContentImage;
  /** Service and location pages' pictures, by the page's address. */
  pagePictures: Record<string, ContentImage>;
}

export const NO_CONTENTFUL_MEDIA: ContentfulMedia = { pagePictures: {} };

const SITE_MEDIA_KEYS = Object.keys(siteMediaFiles) as (keyof SiteMedia)[];

export function siteMediaWith(media: ContentfulMedia): SiteMedia {
  return {
    heroFilm: media.heroFilm ?? siteMediaFiles.heroFilm,
    heroPoster: media.heroPoster ?? siteMediaFiles.heroPoster,
    showreelPoster: media.showreelPoster ?? siteMediaFiles.showreelPoster,
    portrait: media.portrait ?? siteMediaFiles.portrait,
  };
}

export function serviceWithPicture(service: Service, media: ContentfulMedia): Service {
  const picture = media.pagePictures[servicePagePath(service)];
  return picture ? { ...service, image: picture } : service;
}

export function locationWithPicture(location: Location, media: ContentfulMedia): Location {
  const picture = media.pagePictures[locationPagePath(location)];
  return picture ? { ...location, imagePath: picture.src, imageAlt: picture.alt } : location;
}

/** The files of public/ (as the pages name them) that Contentful's pictures and films stand in for. */
export function filesReplacedBy(media: ContentfulMedia): string[] {
  const own = (value: ContentImage | VideoFile[]) => (Array.isArray(value) ? value.map((file) => file.src) : [value.src]);
  return [
    ...SITE_MEDIA_KEYS.flatMap((key) => (media[key] ? own(siteMediaFiles[key]) : [])),
    ...services.flatMap((service) => (service.image && media.pagePictures[servicePagePath(service)] ? [service.image.src] : [])),
    ...locations.flatMap((location) => (media.pagePictures[locationPagePath(location)] ? [location.imagePath] : [])),
  ];
}
