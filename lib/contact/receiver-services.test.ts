import sampleEntries from '@/content/blog-sample-entries.json';
import { legalDocuments } from '@/content/legal';
import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { blogPagePath, pageCount } from '@/lib/blog/pages';
import { mapPosts } from '@/lib/contentful/map-posts';
import type { RawEntryCollection } from '@/lib/contentful/types';
import { locationPagePath, postPath, projectPagePath, servicePagePath } from '@/lib/routes';
import { loadWithSettings } from '@/test/support/load-with-settings';
import { MADE_UP_PAGES } from '@/test/support/made-up-pages';
import { enquirySource, type SourceContent } from './enquiry-source';
import { contactReceiverServices } from './receiver-services';

/** Without Contentful settings: the films of content/ and the sample posts are the site's. */
const posts = mapPosts(sampleEntries as RawEntryCollection, { author: 'A. Writer' });

async function sourcePageOf(from: string) {
  const content = contactReceiverServices().brief!.content as () => Promise<SourceContent>;
  return (await enquirySource({ field: from, origins: [] }, await content())).sourcePage;
}

describe('the pages the receiver records an enquiry as coming from', () => {
  it('are the site’s own: its fixed pages, services, places, films, legal pages, posts and the blog’s older pages', async () => {
    const pages = [
      '/',
      '/about',
      '/portfolio',
      '/blog',
      '/faqs',
      '/services',
      '/sitemap',
      ...services.map(servicePagePath),
      ...locations.map(locationPagePath),
      ...projects.map(projectPagePath),
      ...legalDocuments.map((document) => document.path),
      ...posts.map((post) => postPath(post.slug)),
      ...Array.from({ length: pageCount(posts.length) - 1 }, (_, index) => blogPagePath(index + 2)),
    ];
    for (const page of pages) expect(await sourcePageOf(page)).toBe(page);
  });

  it('are no others: a review link, a post, film, service or older blog page that does not exist', async () => {
    for (const page of [...MADE_UP_PAGES, '/nowhere-videographer', blogPagePath(pageCount(posts.length) + 1)])
      expect(await sourcePageOf(page)).toBeUndefined();
  });
});

describe('the month’s enquiries by mail', () => {
  const mail = {
    SMTP_URL: 'smtp://mail.example.com:587',
    SMTP_TO: 'studio@example.com',
    SMTP_FROM: 'website@example.com',
    CONTACT_ENQUIRIES_FILE: '/srv/site/enquiries.jsonl',
    CONTACT_FORM_ACTION: undefined,
  };
  const settings = (more: Record<string, string | undefined>) =>
    loadWithSettings({ ...mail, ...more }, async () => (await import('./receiver-services')).monthlyReportSettings());

  it('goes to the enquiries’ address from their file when mail is set up, unless turned off', async () => {
    expect(await settings({ CONTACT_MONTHLY_REPORT: undefined })).toMatchObject({
      enquiriesFile: '/srv/site/enquiries.jsonl',
      to: 'studio@example.com',
      from: 'website@example.com',
    });
    expect(await settings({ CONTACT_MONTHLY_REPORT: 'false' })).toBeUndefined();
    expect(await settings({ SMTP_URL: undefined, SMTP_TO: undefined, SMTP_FROM: undefined })).toBeUndefined();
    expect(await settings({ CONTACT_FORM_ACTION: 'https://forms.example.com/f/abc' })).toBeUndefined();
  });
});
