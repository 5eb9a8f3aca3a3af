import type { MetadataRoute } from 'next';
import type { Project } from '@/content/model';
import { projects as allProjects } from '@/content/projects';
import { filmPlayerUrl } from '@/lib/films';
import { thumbnailUrls } from '@/lib/json-ld/video-object';
import { projectPagePath } from '@/lib/routes';

type SitemapVideo = NonNullable<MetadataRoute.Sitemap[number]['videos']>[number];

/** Next writes these fields into the XML as they are, so text and addresses are escaped here. */
const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

export function sitemapVideosByPath(projects: readonly Project[] = allProjects): Map<string, SitemapVideo[]> {
  return new Map(
    projects.flatMap((project) => {
      const { film } = project;
      if (!film) return [];
      const video: SitemapVideo = {
        title: escapeXml(project.title),
        description: escapeXml(project.excerpt),
        thumbnail_loc: escapeXml(thumbnailUrls(project.poster)[0]!),
        player_loc: escapeXml(filmPlayerUrl(film)),
        duration: film.duration,
        publication_date: film.uploadDate,
      };
      return [[projectPagePath(project), [video]] as const];
    }),
  );
}
