import type { Clip, VideoObject, WithContext } from 'schema-dts';
import type { Film, Project } from '@/content/model';
import { filmPlayerUrl, filmWatchUrl } from '@/lib/films';
import { absoluteUrl } from '@/lib/seo';

const THUMBNAIL_WIDTHS = [1280, 640] as const;

export function isoDuration(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  const parts = [hours && `${hours}H`, minutes && `${minutes}M`, (seconds || totalSeconds === 0) && `${seconds}S`];
  return `PT${parts.filter(Boolean).join('')}`;
}

export function thumbnailUrls(poster: Pick<Project['poster'], 'src' | 'width'>): string[] {
  const smaller = THUMBNAIL_WIDTHS.filter((width) => width < poster.width).map((width) =>
    absoluteUrl(`/_next/image?url=${encodeURIComponent(poster.src)}&w=${width}&q=75`),
  );
  return [absoluteUrl(poster.src), ...smaller];
}

function keyMoments(film: Film): Clip[] | undefined {
  return film.chapters?.map((chapter, index, chapters) => ({
    '@type': 'Clip',
    name: chapter.title,
    startOffset: chapter.start,
    endOffset: chapters[index + 1]?.start ?? film.duration,
    url: filmWatchUrl(film, { at: chapter.start }),
  }));
}

export function projectVideoObject(
  project: Pick<Project, 'title' | 'excerpt' | 'film' | 'poster'>,
): WithContext<VideoObject> | undefined {
  const { film } = project;
  if (!film) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: project.title,
    description: project.excerpt,
    thumbnailUrl: thumbnailUrls(project.poster),
    uploadDate: film.uploadDate,
    duration: isoDuration(film.duration),
    embedUrl: filmPlayerUrl(film),
    // The film's page at its host; `contentUrl` would have to be the media file itself, which the hosts do not publish.
    url: filmWatchUrl(film),
    ...(film.transcript && { transcript: film.transcript.join('\n\n') }),
    ...(film.chapters && { hasPart: keyMoments(film) }),
  };
}
