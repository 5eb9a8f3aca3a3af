#!/usr/bin/env node
/**
 * node scripts/finish-build.mjs
 *
 * What `npm run build` runs once `next build` has succeeded (package.json), on the build folder
 * (NEXT_DIST_DIR, else .next): the steps that finish what Next wrote, in order. A step that fails
 * fails the build, saying why.
 */
import { register } from 'node:module';
import os from 'node:os';
import { addCompileHints } from './compile-hints.mjs';
import { prepareImages } from './prepare-images.mjs';

register('./typescript-loader.mjs', import.meta.url);
const { buildFolder } = await import('../lib/build-folder.ts');
const { IMAGE_FORMATS, IMAGE_OPTIMIZER_PATH } = await import('../lib/http/image-request.ts');

const distDir = buildFolder();
try {
  // Marks the scripts the pages load at startup for compiling as they download.
  await addCompileHints({ distDir, log: console.log });
  // Encodes the images the pages ask for into the optimizer's cache, so no visitor waits for an encode after a deploy.
  await prepareImages({
    distDir,
    formats: IMAGE_FORMATS,
    optimizerPath: IMAGE_OPTIMIZER_PATH,
    concurrency: Math.max(1, Math.min(2, os.availableParallelism())),
    log: console.log,
  });
} catch (error) {
  console.error(`✗ ${error.message}`);
  process.exitCode = 1;
}
