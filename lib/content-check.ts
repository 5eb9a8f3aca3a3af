import sampleEntries from '../content/blog-sample-entries.json';
import { pricingGaps, pricingProblems, unknownReferences } from '../content/checks';
import { clients } from '../content/clients';
import { blogPostContentType, blogPostSchema, clientSchema, projectSchema, testimonialSchema } from '../content/contentful-types';
import { locations } from '../content/locations';
import { locationSchema, serviceSchema, siteSchema } from '../content/model';
import { pricing } from '../content/pricing';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';
import { readEntries } from './contentful/entries';
import type { RawEntryCollection } from './contentful/types';

type Schema = { safeParse(value: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } };

interface ContentFile {
  file: string;
  kind: string;
  entries: readonly unknown[];
  schema: Schema;
  key: string;
}

const contentFiles = (): ContentFile[] => [
  { file: 'content/services.ts', kind: 'service', entries: services, schema: serviceSchema, key: 'slug' },
  { file: 'content/projects.ts', kind: 'project', entries: projects, schema: projectSchema, key: 'slug' },
  { file: 'content/testimonials.ts', kind: 'testimonial', entries: testimonials, schema: testimonialSchema, key: 'slug' },
  { file: 'content/locations.ts', kind: 'location', entries: locations, schema: locationSchema, key: 'slug' },
  { file: 'content/clients.ts', kind: 'client', entries: clients, schema: clientSchema, key: 'name' },
  { file: 'content/site.ts', kind: 'site', entries: [site], schema: siteSchema, key: 'name' },
];

export function contentProblems(files: ContentFile[] = contentFiles()): string[] {
  const problems: string[] = [];
  for (const { file, kind, entries } of files)
    if (['service', 'project'].includes(kind) && entries.length === 0) problems.push(`${file}: at least one ${kind} is needed`);
  for (const { file, kind, entries, schema, key } of files) {
    const seen = new Set<unknown>();
    entries.forEach((entry, index) => {
      const name = (entry as Record<string, unknown>)?.[key];
      const label = `${file}: ${kind} ${typeof name === 'string' ? `"${name}"` : `#${index + 1}`}`;
      const result = schema.safeParse(entry);
      for (const issue of result.error?.issues ?? [])
        problems.push(`${label}, field ${issue.path.map(String).join('.') || '(entry)'}: ${issue.message}`);
      if (seen.has(name)) problems.push(`${label}, field ${key}: another ${kind} has the same ${key}`);
      seen.add(name);
    });
  }
  if (pricing !== null)
    for (const problem of pricingProblems(pricing, { services, locations })) problems.push(`content/pricing.ts: ${problem}`);
  const references = unknownReferences({ services, projects, testimonials, locations, clients });
  return [...problems, ...references.map((line) => `content/: ${line}`), ...samplePostProblems()];
}

// A service without a range still works (it shows "From £…"): a warning, so a new one is not left unpriced unnoticed.
export function contentWarnings(rules = pricing, content = { services, locations }): string[] {
  if (!rules || pricingProblems(rules, content).length) return [];
  return pricingGaps(rules, content).unpricedServices.map(
    (service) => `content/pricing.ts: services leaves out "${service.slug}": ${service.title} shows its “From £…” and no range`,
  );
}

export function samplePostProblems(entries: RawEntryCollection = sampleEntries as RawEntryCollection): string[] {
  return readEntries(blogPostContentType(), blogPostSchema, entries, ['slug']).problems.map(
    (problem) => `content/blog-sample-entries.json: ${problem}`,
  );
}
