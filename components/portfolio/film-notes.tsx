import { MaskIcon } from '@/components/ui/mask-icon';
import type { Film } from '@/content/model';
import { filmTimestamp, filmWatchUrl, VIDEO_HOSTS } from '@/lib/films';

export function FilmNotes({ film, title }: { film: Film; title: string }) {
  return (
    <div className="space-y-8">
      {film.chapters && (
        <ol aria-label={`Chapters of ${title}`} className="grid gap-x-10 gap-y-1 sm:grid-cols-2">
          {film.chapters.map((chapter) => (
            <li key={chapter.start}>
              <a
                href={filmWatchUrl(film, { at: chapter.start })}
                className="inline-flex min-h-11 items-baseline gap-4 rounded-sm py-2 leading-relaxed underline-offset-4 hover:underline"
              >
                <span className="font-display text-sm font-bold text-brand tabular-nums">{filmTimestamp(chapter.start)}</span>
                {chapter.title}
                <span className="sr-only"> (on {VIDEO_HOSTS[film.host].name})</span>
              </a>
            </li>
          ))}
        </ol>
      )}
      {film.transcript && (
        <details data-film-transcript className="group border-y border-line">
          <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-6 py-4 font-display text-lg font-bold [&::-webkit-details-marker]:hidden">
            Read the transcript
            <MaskIcon name="plus" className="size-5 text-brand transition-transform duration-200 group-open:rotate-45" />
          </summary>
          <div className="max-w-3xl space-y-4 pb-6 leading-relaxed text-muted">
            {film.transcript.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
        </details>
      )}
    </div>
  );
}
