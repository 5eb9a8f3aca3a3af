import { projects } from '@/content/projects';
import { contentSecurityPolicy } from '@/lib/security-headers';
import { parseEnv } from '@/lib/env';
import { YOUTUBE_EMBED_ORIGIN } from '@/lib/youtube';
import { monthYearToIsoDate, projectVideoObject } from './video-object';

describe('projectVideoObject', () => {
  it('describes a project film with absolute thumbnail, upload date and embed address', () => {
    const film = {
      ...projects[0]!,
      title: 'A Film',
      date: 'April 2025',
      videoId: 'abcdefghijk',
      poster: { ...projects[0]!.poster, src: '/images/projects/a-film.jpg' },
    };
    expect(projectVideoObject(film)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: 'A Film',
      description: film.excerpt,
      thumbnailUrl: 'http://localhost:3000/images/projects/a-film.jpg',
      uploadDate: '2025-04-01',
      embedUrl: 'https://www.youtube-nocookie.com/embed/abcdefghijk?rel=0',
    });
  });

  it('gives none for a project without a public film', () => {
    expect(projectVideoObject({ ...projects[0]!, videoId: undefined })).toBeUndefined();
  });

  it('dates every project film', () => {
    for (const project of projects) {
      if (project.videoId) expect(projectVideoObject(project)?.uploadDate).toMatch(/^\d{4}-\d{2}-01$/);
    }
  });
});

describe('monthYearToIsoDate', () => {
  it('turns a month and year into the first of the month', () => {
    expect(monthYearToIsoDate('January 2026')).toBe('2026-01-01');
    expect(monthYearToIsoDate('November 2024')).toBe('2024-11-01');
  });

  it('rejects anything else', () => {
    expect(() => monthYearToIsoDate('Spring 2025')).toThrow();
    expect(() => monthYearToIsoDate('April')).toThrow();
  });
});

it('embeds from the one video origin the Content Security Policy allows', () => {
  expect(contentSecurityPolicy(parseEnv({}))).toContain(`frame-src ${YOUTUBE_EMBED_ORIGIN};`);
});
