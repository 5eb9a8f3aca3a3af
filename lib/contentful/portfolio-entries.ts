// Loaded by `npm run launch-check` too (lib/launch-check.ts), so it imports content by relative path.
import {
  clientContentType,
  clientSchema,
  projectContentType,
  projectSchema,
  testimonialContentType,
  testimonialSchema,
} from '../../content/contentful-types';
import type { Client, Project, Testimonial } from '../../content/model';
import { readEntries, type ReadResult } from './entries';
import type { RawEntryCollection } from './types';

export const portfolioReads = {
  projects: {
    type: projectContentType,
    read: (collection: RawEntryCollection): ReadResult<Project> =>
      readEntries(projectContentType, projectSchema, collection, ['slug']),
  },
  testimonials: {
    type: testimonialContentType,
    read: (collection: RawEntryCollection): ReadResult<Testimonial> =>
      readEntries(testimonialContentType, testimonialSchema, collection, ['slug']),
  },
  clients: {
    type: clientContentType,
    read: (collection: RawEntryCollection): ReadResult<Client> =>
      readEntries(clientContentType, clientSchema, collection, ['name']),
  },
};
