#!/usr/bin/env node
/**
 * npm run launch-check
 *
 * Lists, for the owner, every piece of content made up for the sample site that the site would
 * publish with the settings at hand (the environment and the .env files, read as `next build`
 * reads them): the testimonials, films, clients, posts, facts and stand-in pictures marked as
 * samples in content/ (lib/launch-check.ts), each with the file or Contentful type to change, and
 * the films, testimonials and clients of the Contentful space that the site leaves out, each with
 * the field to fix (with no sample left, it then exits 3). A
 * type the configured Contentful space holds entries of, or has held (the site remembers it),
 * comes from there, so none of its samples count. Exits 1 while any sample remains, 0 when none, 2 when
 * Contentful cannot be read. `next build` and `next start` for a public SITE_URL run it and stop on
 * samples unless ALLOW_SAMPLE_CONTENT=true.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

function loadEnvFiles() {
  try {
    // The production files, as `next build` loads them; the environment wins over them.
    createRequire(require.resolve('next/package.json'))('@next/env').loadEnvConfig(root, false, { info() {}, error() {} });
  } catch {
    // Without Next's loader only the process environment counts.
  }
}

async function main() {
  loadEnvFiles();
  // The site's own modules, as the site reads them; 'server-only' marks server code, which this is.
  const jiti = createJiti(import.meta.url, {
    alias: { '@': root, 'server-only': path.join(path.dirname(require.resolve('server-only')), 'empty.js') },
  });
  const check = await jiti.import(path.join(root, 'lib/launch-check.ts'));
  const contentful = await jiti.import(path.join(root, 'lib/contentful/client.ts'));

  const configured = contentful.isContentfulConfigured('delivery');
  let held = new Set();
  const collections = new Map();
  if (configured) {
    try {
      for (const type of [...check.PORTFOLIO_TYPES, ...check.MEDIA_TYPES]) {
        const collection = await contentful.fetchEntries('delivery', type);
        if (collection.items.length > 0) collections.set(type, collection);
      }
    } catch (error) {
      process.stderr.write(
        `Launch check: Contentful could not be read, so what the site would publish is unknown (${error?.message ?? error}).\n` +
          'Check CONTENTFUL_SPACE_ID, CONTENTFUL_ACCESS_TOKEN and CONTENTFUL_ENVIRONMENT, then try again.\n',
      );
      return 2;
    }
    // The site remembers the types the space has held: one emptied since (every film unpublished) shows none of
    // content/'s samples, so none of them count. Asked, not recorded: only the site's own reads note a type.
    const lastReads = await jiti.import(path.join(root, 'lib/contentful/last-read.ts'));
    try {
      held = await lastReads.typesEverHeld([...collections.keys()], { record: false });
    } finally {
      lastReads.closeSharedReads();
    }
  }
  const groups = check.sampleContent(
    { heldByContentful: held, blogFromContentful: configured, mediaFromContentful: check.mediaFromContentful(collections) },
    root,
  );
  const leftOut = check.entriesLeftOut(collections);
  process.stdout.write(check.sampleReport(groups) + check.leftOutReport(leftOut));
  // Entries left out are told apart from samples: the site runs without them, and publishes nothing made up.
  return groups.length > 0 ? 1 : leftOut.length > 0 ? 3 : 0;
}

process.exitCode = await main();
