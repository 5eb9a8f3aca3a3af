/** The privacy-enhanced host: no cookies until the visitor plays the film. */
export const YOUTUBE_EMBED_ORIGIN = 'https://www.youtube-nocookie.com';

export function youtubeEmbedUrl(videoId: string, { autoplay = false }: { autoplay?: boolean } = {}): string {
  const url = new URL(`/embed/${encodeURIComponent(videoId)}`, YOUTUBE_EMBED_ORIGIN);
  if (autoplay) url.searchParams.set('autoplay', '1');
  // rel=0 keeps suggestions to the same channel instead of other people's films.
  url.searchParams.set('rel', '0');
  return url.toString();
}
