// Loaded by next.config.ts (through the security headers), so it imports content by relative path.
import type { Film, VideoHost } from '../content/model';
import { projects } from '../content/projects';
import { showreel } from '../content/showreel';

interface HostDetails {
  name: string;
  playerOrigin: string;
}

export const VIDEO_HOSTS: Record<VideoHost, HostDetails> = {
  youtube: { name: 'YouTube', playerOrigin: 'https://www.youtube-nocookie.com' },
  vimeo: { name: 'Vimeo', playerOrigin: 'https://player.vimeo.com' },
};

type FilmLink = Pick<Film, 'host' | 'id'> & { hash?: string };

export function filmPlayerUrl(film: FilmLink, { autoplay = false }: { autoplay?: boolean } = {}): string {
  if (film.host === 'vimeo') {
    const url = new URL(`/video/${encodeURIComponent(film.id)}`, VIDEO_HOSTS.vimeo.playerOrigin);
    if (film.hash) url.searchParams.set('h', film.hash);
    // dnt=1: Vimeo sets no cookies and records no session data.
    url.searchParams.set('dnt', '1');
    if (autoplay) url.searchParams.set('autoplay', '1');
    return url.toString();
  }
  const url = new URL(`/embed/${encodeURIComponent(film.id)}`, VIDEO_HOSTS.youtube.playerOrigin);
  if (autoplay) url.searchParams.set('autoplay', '1');
  // rel=0 keeps suggestions to the same channel instead of other people's films.
  url.searchParams.set('rel', '0');
  return url.toString();
}

export function filmWatchUrl(film: FilmLink, { at }: { at?: number } = {}): string {
  if (film.host === 'vimeo') {
    const path = [film.id, film.hash].filter(Boolean).map((part) => encodeURIComponent(part!));
    const url = new URL(`/${path.join('/')}`, 'https://vimeo.com');
    if (at !== undefined) url.hash = `t=${at}s`;
    return url.toString();
  }
  const url = new URL('/watch', 'https://www.youtube.com');
  url.searchParams.set('v', film.id);
  if (at !== undefined) url.searchParams.set('t', String(at));
  return url.toString();
}

export function filmsOnSite(): Film[] {
  return [showreel.film, ...projects.flatMap((project) => (project.film ? [project.film] : []))];
}

export function videoHostsInUse(
  films: readonly Pick<Film, 'host'>[] = filmsOnSite(),
  filmsFromContentful = Boolean(process.env.CONTENTFUL_SPACE_ID && process.env.CONTENTFUL_ACCESS_TOKEN),
): VideoHost[] {
  const used = new Set(filmsFromContentful ? (Object.keys(VIDEO_HOSTS) as VideoHost[]) : films.map((film) => film.host));
  return (Object.keys(VIDEO_HOSTS) as VideoHost[]).filter((host) => used.has(host));
}

export function filmTimestamp(totalSeconds: number): string {
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = String(totalSeconds % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
