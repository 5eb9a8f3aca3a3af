import { filmSchema } from '@/content/fields';
import type { Project } from '@/content/model';
import { projects } from '@/content/projects';
import { filmWatchUrl } from '@/lib/films';
import { FILM_WITH_EVERYTHING } from '@/test/support/film-fixture';
import { isoDuration, projectVideoObject } from './video-object';

type Data = Record<string, unknown>;

const ISO_DURATION = /^PT(?:\d+H)?(?:\d+M)?(?:\d+S)?$/;
const absolute = (value: unknown) => typeof value === 'string' && /^https?:\/\/[^/]+\//.test(value);

/**
 * Problems with a VideoObject as Google's video structured data documentation defines it: the required
 * properties (name, thumbnailUrl, uploadDate), the recommended ones (description, duration, embedUrl or
 * contentUrl), and for key moments each Clip's required name, startOffset and url and recommended endOffset.
 */
function googleVideoProblems(data: Data): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, problem: string) => ok || problems.push(problem);
  need(data['@type'] === 'VideoObject', '@type');
  need(typeof data.name === 'string' && data.name.length > 0, 'name is required');
  const thumbnails = [data.thumbnailUrl].flat();
  need(thumbnails.length > 0 && thumbnails.every(absolute), 'thumbnailUrl is required, as absolute URLs');
  need(
    typeof data.uploadDate === 'string' &&
      /^\d{4}-\d{2}-\d{2}/.test(data.uploadDate) &&
      !Number.isNaN(Date.parse(data.uploadDate)),
    'uploadDate is required, as an ISO 8601 full date',
  );
  need(typeof data.description === 'string' && data.description.length > 0, 'description is recommended');
  need(ISO_DURATION.test(String(data.duration)) && data.duration !== 'PT', 'duration is recommended, in ISO 8601');
  need(absolute(data.embedUrl) || absolute(data.contentUrl), 'embedUrl or contentUrl is recommended');
  if (data.transcript !== undefined)
    need(typeof data.transcript === 'string' && data.transcript.length > 0, 'transcript is text');
  if (data.hasPart !== undefined) {
    const clips = data.hasPart as Data[];
    need(Array.isArray(clips) && clips.length > 0, 'hasPart lists clips');
    for (const [index, clip] of clips.entries()) {
      need(clip['@type'] === 'Clip', `clip ${index} is a Clip`);
      need(typeof clip.name === 'string' && clip.name.length > 0, `clip ${index} needs a name`);
      need(Number.isInteger(clip.startOffset), `clip ${index} needs startOffset in seconds`);
      need(
        Number.isInteger(clip.endOffset) && Number(clip.endOffset) > Number(clip.startOffset),
        `clip ${index} ends after it starts`,
      );
      need(absolute(clip.url), `clip ${index} needs a url`);
      const previous = clips[index - 1];
      if (previous) need(clip.startOffset === previous.endOffset, `clip ${index} starts where the one before ends`);
    }
  }
  return problems;
}

const videoData = (project: Parameters<typeof projectVideoObject>[0]) => projectVideoObject(project) as unknown as Data;

const poster = { src: '/images/projects/a-film.jpg', alt: 'Poster of A Film', width: 1600, height: 900 };
const base: Pick<Project, 'title' | 'excerpt' | 'poster'> = { title: 'A Film', excerpt: 'What the film is about.', poster };

describe('projectVideoObject', () => {
  const withChapters = filmSchema.parse(FILM_WITH_EVERYTHING);

  it('describes a film with chapters and a transcript: key moments, transcript, duration and host addresses', () => {
    const data = videoData({ ...base, film: withChapters });
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'A Film',
      description: 'What the film is about.',
      thumbnailUrl: [
        'http://localhost:3000/images/projects/a-film.jpg',
        'http://localhost:3000/_next/image?url=%2Fimages%2Fprojects%2Fa-film.jpg&w=1280&q=75',
        'http://localhost:3000/_next/image?url=%2Fimages%2Fprojects%2Fa-film.jpg&w=640&q=75',
      ],
      uploadDate: '2025-05-02',
      duration: 'PT2M8S',
      embedUrl: 'https://player.vimeo.com/video/123456789?h=ab12cd34ef&dnt=1',
      url: 'https://vimeo.com/123456789/ab12cd34ef',
      transcript: 'First paragraph.\n\nSecond paragraph.',
      hasPart: [
        { '@type': 'Clip', name: 'The build', startOffset: 0, endOffset: 27, url: 'https://vimeo.com/123456789/ab12cd34ef#t=0s' },
        {
          '@type': 'Clip',
          name: 'The fair opens',
          startOffset: 27,
          endOffset: 104,
          url: 'https://vimeo.com/123456789/ab12cd34ef#t=27s',
        },
        {
          '@type': 'Clip',
          name: 'The last evening',
          startOffset: 104,
          endOffset: 128,
          url: 'https://vimeo.com/123456789/ab12cd34ef#t=104s',
        },
      ],
    });
    expect(googleVideoProblems(data)).toEqual([]);
  });

  it('describes a YouTube film without chapters or transcript, with neither property', () => {
    const film = filmSchema.parse({ host: 'youtube', id: 'abcdefghijk', duration: 46, uploadDate: '2025-05-19' });
    const data = videoData({ ...base, film });
    expect(data).toMatchObject({
      duration: 'PT46S',
      uploadDate: '2025-05-19',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0',
      url: 'https://www.youtube.com/watch?v=abcdefghijk',
    });
    expect(data).not.toHaveProperty('hasPart');
    expect(data).not.toHaveProperty('transcript');
    expect(googleVideoProblems(data)).toEqual([]);
  });

  it('gives key moments that open the film at its host at the chapter’s start', () => {
    const film = filmSchema.parse({ ...withChapters, host: 'youtube', id: 'abcdefghijk', hash: undefined });
    const clips = videoData({ ...base, film }).hasPart as Data[];
    expect(clips.map((clip) => clip.url)).toEqual(film.chapters!.map((chapter) => filmWatchUrl(film, { at: chapter.start })));
    expect(clips[1]!.url).toBe('https://www.youtube.com/watch?v=abcdefghijk&t=27');
  });

  it('offers no thumbnail wider than the poster', () => {
    const film = filmSchema.parse({ host: 'youtube', id: 'abcdefghijk', duration: 46, uploadDate: '2025-05-19' });
    const small = projectVideoObject({ ...base, film, poster: { ...poster, width: 900, height: 1600 } })!;
    expect(small.thumbnailUrl).toEqual([
      'http://localhost:3000/images/projects/a-film.jpg',
      'http://localhost:3000/_next/image?url=%2Fimages%2Fprojects%2Fa-film.jpg&w=640&q=75',
    ]);
  });

  it('gives none for a project without a public film', () => {
    expect(projectVideoObject({ ...base, film: undefined })).toBeUndefined();
  });

  it('gives every project film what Google asks for', () => {
    for (const project of projects.filter((candidate) => candidate.film)) {
      expect([project.slug, googleVideoProblems(videoData(project))]).toEqual([project.slug, []]);
    }
  });

  it('is caught by the check when a required or recommended property is missing', () => {
    const film = filmSchema.parse({ host: 'youtube', id: 'abcdefghijk', duration: 46, uploadDate: '2025-05-19' });
    const data = videoData({ ...base, film });
    for (const property of ['name', 'thumbnailUrl', 'uploadDate', 'description', 'duration', 'embedUrl']) {
      expect(googleVideoProblems({ ...data, [property]: undefined })).toHaveLength(1);
    }
    expect(
      googleVideoProblems({ ...data, hasPart: [{ '@type': 'Clip', name: 'x', startOffset: 5, endOffset: 2 }] }),
    ).toHaveLength(2);
  });
});

describe('isoDuration', () => {
  it('writes whole seconds as an ISO 8601 duration', () => {
    expect(isoDuration(46)).toBe('PT46S');
    expect(isoDuration(128)).toBe('PT2M8S');
    expect(isoDuration(120)).toBe('PT2M');
    expect(isoDuration(3725)).toBe('PT1H2M5S');
    expect(isoDuration(0)).toBe('PT0S');
  });
});
