import type { VideoObject, WithContext } from 'schema-dts';
import type { Project } from '@/content/schema';
import { absoluteUrl } from '@/lib/seo';
import { youtubeEmbedUrl } from '@/lib/youtube';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "April 2025" as an ISO date, the first of that month (projects are dated by month). */
export function monthYearToIsoDate(monthYear: string): string {
  const [monthName, year] = monthYear.split(' ');
  const month = MONTHS.indexOf(monthName as (typeof MONTHS)[number]) + 1;
  if (month === 0 || !/^\d{4}$/.test(year ?? '')) throw new Error(`not a month and year: ${monthYear}`);
  return `${year}-${String(month).padStart(2, '0')}-01`;
}

/** VideoObject for a project's film; none when the film is not public (no video id). */
export function projectVideoObject(
  project: Pick<Project, 'title' | 'excerpt' | 'date' | 'videoId' | 'poster'>,
): WithContext<VideoObject> | undefined {
  if (!project.videoId) return undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'VideoObject',
    name: project.title,
    description: project.excerpt,
    thumbnailUrl: absoluteUrl(project.poster.src),
    uploadDate: monthYearToIsoDate(project.date),
    embedUrl: youtubeEmbedUrl(project.videoId),
  };
}
