import type { Film } from '../../content/model';

/** A film with every optional field (the hash of an unlisted Vimeo film, chapters and a transcript). */
export const FILM_WITH_EVERYTHING = {
  host: 'vimeo',
  id: '123456789',
  hash: 'ab12cd34ef',
  duration: 128,
  uploadDate: '2025-05-02',
  chapters: [
    { title: 'The build', start: 0 },
    { title: 'The fair opens', start: 27 },
    { title: 'The last evening', start: 104 },
  ],
  transcript: ['First paragraph.', 'Second paragraph.'],
} satisfies Film;
