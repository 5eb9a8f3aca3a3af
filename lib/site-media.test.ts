import { pagePictureContentType } from '@/content/contentful-types';
import { locations } from '@/content/locations';
import { services } from '@/content/services';
import { siteMediaFiles } from '@/content/site-media';
import { fullSiteMedia, ownImage } from '../e2e/servers/media-fixtures';
import { locationPagePath, servicePagePath } from './routes';
import { filesReplacedBy, locationWithPicture, NO_CONTENTFUL_MEDIA, serviceWithPicture, siteMediaWith } from './site-media';

const picture = ownImage('/images/x.jpg', 'A view', 2400, 1600);
const service = services.find((candidate) => candidate.image)!;
const [location] = locations;

describe('the pages’ pictures and films', () => {
  it('are the site’s own files until Contentful sets one, then that one alone', () => {
    expect(siteMediaWith(NO_CONTENTFUL_MEDIA)).toEqual(siteMediaFiles);
    const withPortrait = siteMediaWith({ portrait: fullSiteMedia.portrait, pagePictures: {} });
    expect(withPortrait).toEqual({ ...siteMediaFiles, portrait: fullSiteMedia.portrait });
  });

  it('give a service or location page its picture from Contentful, and leave every other page as it is', () => {
    const media = { pagePictures: { [servicePagePath(service)]: picture, [locationPagePath(location!)]: picture } };
    expect(serviceWithPicture(service, media)).toEqual({ ...service, image: picture });
    expect(locationWithPicture(location!, media)).toEqual({ ...location, imagePath: picture.src, imageAlt: picture.alt });
    expect(serviceWithPicture(service, NO_CONTENTFUL_MEDIA)).toBe(service);
    expect(locationWithPicture(location!, NO_CONTENTFUL_MEDIA)).toBe(location);
  });

  it('name the files of public/ that Contentful’s stand in for: both hero films for either, each page’s own picture', () => {
    expect(filesReplacedBy(NO_CONTENTFUL_MEDIA)).toEqual([]);
    const media = {
      heroFilm: [fullSiteMedia.heroFilmMp4!],
      heroPoster: fullSiteMedia.heroPoster,
      pagePictures: { [servicePagePath(service)]: picture, [locationPagePath(location!)]: picture },
    };
    expect(filesReplacedBy(media).sort()).toEqual(
      [
        ...siteMediaFiles.heroFilm.map((file) => file.src),
        siteMediaFiles.heroPoster.src,
        service.image!.src,
        location!.imagePath,
      ].sort(),
    );
  });

  it('can be chosen for every service and location page, by the address it has on the site', () => {
    const choices = pagePictureContentType.fields.page.contentful[0]!.validations[0]!.in;
    expect(choices).toEqual([...services.map(servicePagePath), ...locations.map(locationPagePath)]);
  });
});
