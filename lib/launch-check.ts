import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sampleEntries from '../content/blog-sample-entries.json';
import { clients } from '../content/clients';
import {
  blogPostContentType,
  blogPostSchema,
  clientContentType,
  projectContentType,
  testimonialContentType,
} from '../content/contentful-types';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { sampleMedia } from '../content/sample-media';
import { services } from '../content/services';
import { showreel } from '../content/showreel';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';
import { readEntries } from './contentful/entries';
import { portfolioReads } from './contentful/portfolio-entries';
import { contentfulMediaOf } from './contentful/site-media-read';
import type { RawEntryCollection } from './contentful/types';
import { factsBand } from './facts';
import { filesReplacedBy } from './site-media';

// Invented reviews, clients and films mislead buyers (fake reviews are unlawful in the UK): a public site must not publish them.

export interface ContentSources {
  /** Contentful types (project, testimonial, client) the configured space holds entries of, or has held. */
  heldByContentful: ReadonlySet<string>;
  blogFromContentful: boolean;
  /** The files of public/ (as the pages name them) that pictures and films set in Contentful replace. */
  mediaFromContentful?: ReadonlySet<string>;
}

export interface SampleGroup {
  what: string;
  items: string[];
  change: string;
}

export const PORTFOLIO_TYPES = Object.values(portfolioReads).map((kind) => kind.type.id);

export { MEDIA_TYPES } from './contentful/site-media-read';

export function mediaFromContentful(collections: ReadonlyMap<string, RawEntryCollection>): Set<string> {
  return new Set(filesReplacedBy(contentfulMediaOf(collections).media));
}

export function entriesLeftOut(collections: ReadonlyMap<string, RawEntryCollection>): string[] {
  const portfolio = Object.values(portfolioReads).flatMap(({ type, read }) => {
    const collection = collections.get(type.id);
    return collection ? read(collection).problems : [];
  });
  return [...portfolio, ...contentfulMediaOf(collections).problems];
}

export function leftOutReport(problems: readonly string[]): string {
  if (problems.length === 0) return '';
  return [
    '',
    `Launch check: ${problems.length === 1 ? 'an entry' : `${problems.length} entries`} in Contentful cannot be shown, so the site leaves ${problems.length === 1 ? 'it' : 'them'} out:`,
    '',
    ...problems.map((problem) => `- ${problem}`),
    '',
    'Fix each field named, in Contentful, and publish the entry again. Then run `npm run launch-check` again.',
    '',
  ].join('\n');
}

const counted = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const marked = <T extends { sample?: true }>(entries: readonly T[]) => entries.filter((entry) => entry.sample === true);
const inContentful = (type: { name: string }) => `Contentful, content type “${type.name}”`;

const samplePosts = () =>
  readEntries(blogPostContentType(), blogPostSchema, sampleEntries as RawEntryCollection, ['slug']).items.filter(
    (post) => post.sample === true,
  );

const postFiles = () =>
  ((sampleEntries as RawEntryCollection).includes?.Asset ?? []).flatMap((asset) => {
    const url = (asset as { fields?: { file?: { url?: unknown } } }).fields?.file?.url;
    return typeof url === 'string' ? [url] : [];
  });

function fileHash(file: string): string | null {
  return existsSync(file) ? createHash('sha256').update(readFileSync(file)).digest('hex') : null;
}

export function sampleContent(sources: ContentSources, root: string = process.cwd()): SampleGroup[] {
  const groups: SampleGroup[] = [];
  const add = (what: string, items: string[], change: string) => {
    if (items.length > 0) groups.push({ what, items, change });
  };
  const fromContent = (typeId: string) => !sources.heldByContentful.has(typeId);
  const postsShown = !sources.blogFromContentful;

  const kinds = [
    {
      type: testimonialContentType,
      items: marked(testimonials).map((entry) => entry.name),
      noun: 'testimonial',
      file: 'testimonials',
    },
    { type: projectContentType, items: marked(projects).map((entry) => entry.title), noun: 'film', file: 'projects' },
    { type: clientContentType, items: marked(clients).map((entry) => entry.name), noun: 'client', file: 'clients' },
  ];
  for (const { type, items, noun, file } of kinds) {
    if (!fromContent(type.id)) continue;
    add(
      counted(items.length, `sample ${noun}`, `sample ${noun}s`),
      items,
      `content/${file}.ts, or ${inContentful(type)} (once the space holds one, content/’s are no longer shown)`,
    );
  }
  if (postsShown) {
    const items = samplePosts().map((post) => post.title);
    add(
      counted(items.length, 'sample blog post', 'sample blog posts'),
      items,
      'content/blog-sample-entries.json: set CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN, and the blog shows your posts from Contentful instead (content type “Blog post”)',
    );
  }
  if (showreel.sample)
    add('The sample showreel', [showreel.title], 'content/showreel.ts (the film behind the home page’s play button)');
  if (site.facts.sample)
    add(
      counted(factsBand(site).length, 'sample fact', 'sample facts'),
      factsBand(site).map((fact) => `${fact.value} ${fact.label}`),
      'content/site.ts, “facts” (and “filmingSince” for the years)',
    );
  if (site.credentials.sample) {
    const { insurance, equipment, filmingSince, clients: kinds } = site.credentials;
    add(
      'Sample credentials',
      [`Insurance: ${insurance}`, `Kit: ${equipment}`, `Filming since ${filmingSince}`, `Clients: ${kinds.join('; ')}`],
      'content/site.ts, “credentials”',
    );
  }

  // A stand-in is published when a page shows it: the content in use names it, or no content does (a page's own).
  const named = (withAll: boolean) =>
    new Set([
      ...(withAll || fromContent(projectContentType.id) ? projects.map((project) => project.poster.src) : []),
      ...(withAll || postsShown ? postFiles() : []),
      showreel.poster.src,
      ...services.flatMap((service) => (service.image ? [service.image.src] : [])),
      ...locations.map((location) => location.imagePath),
    ]);
  const shown = named(false);
  const anyContent = named(true);
  const standIns = sampleMedia.filter((media) => {
    const src = `/${media.file}`;
    if ((anyContent.has(src) && !shown.has(src)) || sources.mediaFromContentful?.has(src)) return false;
    return fileHash(path.join(root, 'public', media.file)) === media.sha256;
  });
  add(
    counted(standIns.length, 'stand-in picture or film', 'stand-in pictures and films'),
    standIns.map((media) => `public/${media.file}: ${media.what}`),
    'replace each with your own: npm run media (docs/content.md, “Films and your own footage”)',
  );
  return groups;
}

export function sampleReport(groups: readonly SampleGroup[]): string {
  if (groups.length === 0) return 'Launch check: no sample content. Everything the site would publish is your own.\n';
  const blocks = groups.map((group) =>
    group.items.every((item) => item.length <= 40 && !item.includes(','))
      ? `- ${group.what}: ${group.items.join(', ')}\n  Change: ${group.change}`
      : `- ${group.what}:\n${group.items.map((item) => `    ${item}\n`).join('')}  Change: ${group.change}`,
  );
  return [
    'Launch check: the site would publish content made up for the sample site.',
    'Invented reviews, clients and films mislead buyers (and fake reviews are unlawful in the UK).',
    '',
    ...blocks,
    '',
    'Replace each with your own; where one is real, remove its `sample: true`. Then run `npm run launch-check` again.',
    '',
  ].join('\n');
}
