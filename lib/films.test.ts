import { projects } from '@/content/projects';
import { showreel } from '@/content/showreel';
import { filmPlayerUrl, filmsOnSite, filmTimestamp, filmWatchUrl, VIDEO_HOSTS, videoHostsInUse } from './films';

describe('filmPlayerUrl', () => {
  it('plays a YouTube film from the privacy-enhanced host, suggesting only the same channel', () => {
    expect(filmPlayerUrl({ host: 'youtube', id: 'abcdefghijk' })).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0',
    );
    expect(filmPlayerUrl({ host: 'youtube', id: 'abcdefghijk' }, { autoplay: true })).toBe(
      'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0',
    );
  });

  it('plays a Vimeo film with do-not-track, and an unlisted one with its private-link hash', () => {
    expect(filmPlayerUrl({ host: 'vimeo', id: '123456789' })).toBe('https://player.vimeo.com/video/123456789?dnt=1');
    expect(filmPlayerUrl({ host: 'vimeo', id: '123456789', hash: 'ab12cd34ef' }, { autoplay: true })).toBe(
      'https://player.vimeo.com/video/123456789?h=ab12cd34ef&dnt=1&autoplay=1',
    );
  });

  it('frames every player from its host’s player origin', () => {
    for (const film of filmsOnSite()) {
      expect(new URL(filmPlayerUrl(film)).origin).toBe(VIDEO_HOSTS[film.host].playerOrigin);
    }
  });
});

describe('filmWatchUrl', () => {
  it('links to the film’s own page at YouTube, from a time when given', () => {
    expect(filmWatchUrl({ host: 'youtube', id: 'abcdefghijk' })).toBe('https://www.youtube.com/watch?v=abcdefghijk');
    expect(filmWatchUrl({ host: 'youtube', id: 'abcdefghijk' }, { at: 75 })).toBe(
      'https://www.youtube.com/watch?v=abcdefghijk&t=75',
    );
  });

  it('links to the film’s own page at Vimeo, through the private link of an unlisted film', () => {
    expect(filmWatchUrl({ host: 'vimeo', id: '123456789' })).toBe('https://vimeo.com/123456789');
    expect(filmWatchUrl({ host: 'vimeo', id: '123456789', hash: 'ab12cd34ef' }, { at: 75 })).toBe(
      'https://vimeo.com/123456789/ab12cd34ef#t=75s',
    );
  });
});

describe('videoHostsInUse', () => {
  it('names each host of the films on the site once, and no other', () => {
    const hosts = new Set([showreel.film.host, ...projects.flatMap((project) => (project.film ? [project.film.host] : []))]);
    expect(videoHostsInUse().sort()).toEqual([...hosts].sort());
  });

  it('follows the films given', () => {
    expect(videoHostsInUse([])).toEqual([]);
    expect(videoHostsInUse([{ host: 'vimeo' }, { host: 'vimeo' }])).toEqual(['vimeo']);
    expect(videoHostsInUse([{ host: 'vimeo' }, { host: 'youtube' }])).toEqual(['youtube', 'vimeo']);
  });

  it('names every host when the films come from Contentful, where the owner may add one on any host', () => {
    expect(videoHostsInUse([], true)).toEqual(Object.keys(VIDEO_HOSTS));
  });
});

it('writes a point in a film as players show it', () => {
  expect(filmTimestamp(0)).toBe('0:00');
  expect(filmTimestamp(75)).toBe('1:15');
  expect(filmTimestamp(3725)).toBe('1:02:05');
});
