import { pagePictureContentType, siteMediaContentType } from '@/content/contentful-types';
import { CONTENTFUL_VIDEO_ORIGIN } from '@/content/fields';
import { locations } from '@/content/locations';
import { services } from '@/content/services';
import { contentfulUrlFor, fullSiteMedia, ownImage, pagePictureEntries, siteMediaEntry } from '../../e2e/servers/media-fixtures';
import { deliveryCollection, type ModelAsset, type ModelEntry } from '../../e2e/servers/model-entries';
import { locationPagePath, servicePagePath } from '../routes';
import { contentfulMediaOf } from './site-media-read';

const read = (...written: { entries: ModelEntry[]; assets: ModelAsset[] }[]) => {
  const entries = written.flatMap((one) => one.entries);
  const assets = written.flatMap((one) => one.assets);
  const ofType = (id: string) =>
    deliveryCollection(
      entries.filter((entry) => entry.contentType === id),
      assets,
    );
  return contentfulMediaOf(new Map([siteMediaContentType.id, pagePictureContentType.id].map((id) => [id, ofType(id)] as const)));
};

const servicePage = servicePagePath(services[0]!);
const locationPage = locationPagePath(locations[0]!);
const picture = ownImage('/images/locations/brighton.jpg', 'The seafront at dusk', 2400, 1600);

describe('contentfulMediaOf', () => {
  it('reads the films (WebM first), posters and portrait of the Site media entry, and each page’s picture by its address', () => {
    const { media, problems } = read(
      siteMediaEntry(fullSiteMedia),
      pagePictureEntries([
        { page: servicePage, picture },
        { page: locationPage, picture },
      ]),
    );
    expect(problems).toEqual([]);
    expect(media).toEqual({
      heroFilm: [fullSiteMedia.heroFilmWebm, fullSiteMedia.heroFilmMp4],
      heroPoster: fullSiteMedia.heroPoster,
      showreelPoster: fullSiteMedia.showreelPoster,
      portrait: fullSiteMedia.portrait,
      pagePictures: { [servicePage]: picture, [locationPage]: picture },
    });
  });

  it('sets nothing that the entry leaves empty, and nothing at all without entries', () => {
    expect(read(siteMediaEntry({ portrait: fullSiteMedia.portrait })).media).toEqual({
      portrait: fullSiteMedia.portrait,
      pagePictures: {},
    });
    expect(read().media).toEqual({ pagePictures: {} });
  });

  it('plays only a film of the field’s own format, from Contentful’s video host', () => {
    const elsewhere = { src: 'https://example.com/hero.mp4', type: 'video/mp4' as const };
    expect(
      read(siteMediaEntry({ heroFilmWebm: fullSiteMedia.heroFilmMp4, heroFilmMp4: elsewhere })).media.heroFilm,
    ).toBeUndefined();
    expect(read(siteMediaEntry({ heroFilmMp4: fullSiteMedia.heroFilmMp4 })).media.heroFilm).toEqual([fullSiteMedia.heroFilmMp4]);
    expect(fullSiteMedia.heroFilmMp4!.src.startsWith(`${CONTENTFUL_VIDEO_ORIGIN}/`)).toBe(true);
  });

  it('keeps the first picture of a page and names the entry that gives it another', () => {
    const other = ownImage('/images/locations/lewes.jpg', 'Another view', 2400, 1600);
    const first = pagePictureEntries([{ page: locationPage, picture }]);
    // Another entry for the same page: its own id, and its own asset.
    const second = JSON.parse(
      JSON.stringify(pagePictureEntries([{ page: locationPage, picture: other }])).replaceAll(
        first.entries[0]!.id,
        'second-picture',
      ),
    ) as typeof first;
    const { media, problems } = read(first, second);
    expect(media.pagePictures).toEqual({ [locationPage]: picture });
    expect(problems).toEqual([expect.stringMatching(/Page picture .*second-picture.*“Page”, “\/.*”, is another entry’s/)]);
  });

  it('names a page picture whose picture cannot be used, by the label the owner sees', () => {
    const { entries, assets } = pagePictureEntries([{ page: servicePage, picture }]);
    delete assets[0]!.fields.description;
    delete assets[0]!.fields.title;
    const { media, problems } = read({ entries, assets });
    expect(media.pagePictures).toEqual({});
    expect(problems).toEqual([
      expect.stringContaining('“Picture” cannot be used as it is (it needs a published image with a description)'),
    ]);
  });

  it('refuses a picture off Contentful’s Images API', () => {
    const offSite = { ...picture, src: contentfulUrlFor('/images/x.jpg', 'https://assets.ctfassets.net') };
    expect(read(pagePictureEntries([{ page: servicePage, picture: offSite }])).media.pagePictures).toEqual({});
  });
});
