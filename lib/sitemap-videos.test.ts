import { projects } from '@/content/projects';
import { filmPlayerUrl } from '@/lib/films';
import { sitemapVideosByPath } from './sitemap-videos';

describe('sitemapVideosByPath', () => {
  it('lists each project film under its page, with what the video sitemap asks for', () => {
    const videos = sitemapVideosByPath();
    const filmed = projects.filter((project) => project.film);
    expect([...videos.keys()].sort()).toEqual(filmed.map((project) => `/portfolio/${project.slug}`).sort());
    for (const project of filmed) {
      const [video, ...more] = videos.get(`/portfolio/${project.slug}`)!;
      expect(more).toEqual([]);
      expect(video).toMatchObject({
        thumbnail_loc: `http://localhost:3000${project.poster.src}`,
        player_loc: filmPlayerUrl(project.film!).replace(/&/g, '&amp;'),
        duration: project.film!.duration,
        publication_date: project.film!.uploadDate,
      });
    }
  });

  it('escapes text for the XML, which Next writes as given', () => {
    const [project] = projects.filter((candidate) => candidate.film);
    const videos = sitemapVideosByPath([{ ...project!, title: 'Fish & <Chips>', excerpt: '"Quoted" & \'single\'' }]);
    const video = videos.get(`/portfolio/${project!.slug}`)![0]!;
    expect(video.title).toBe('Fish &amp; &lt;Chips&gt;');
    expect(video.description).toBe('&quot;Quoted&quot; &amp; &apos;single&apos;');
  });
});
