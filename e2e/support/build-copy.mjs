import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { FILLED_FROM_FILE } from '../../scripts/prepare-images.mjs';

/**
 * A build's own pages, as `next build` pre-renders them and `next start` regenerates them, and its
 * reads of Contentful (LAST_READS_FOLDER of lib/contentful/last-read.ts).
 * @param {string} relative
 */
const isPageOutput = (relative) =>
  relative === path.join('server', 'route-cache') ||
  relative === 'contentful-last-reads' ||
  (/^server\/(app|pages)\//.test(relative) && (/\.(html|rsc|meta|body)$/.test(relative) || /\.segments(\/|$)/.test(relative)));

/**
 * Of Next's cache folder only the image optimizer's is copied: the encodes `npm run build` prepared, which a deploy
 * carries, and what they were made from (scripts/prepare-images.mjs).
 */
const isCopiedCache = (relative) => {
  const [top, below] = relative.split(path.sep);
  return top !== 'cache' || below === undefined || below === 'images' || below === FILLED_FROM_FILE;
};

/**
 * Copies a build's output to a fresh folder, without Next's data and compiler cache (a copy starts as
 * a fresh machine would), but with the images the build encoded for its pages. `pages: false` also
 * leaves out the pages it rendered, so another variant can generate its own into the copy and keep
 * none of this one's (a post only this variant's Contentful has).
 * @param {string} from
 * @param {string} to
 * @param {{ pages?: boolean }} [options]
 */
export function copyBuild(from, to, { pages = true } = {}) {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(path.resolve(from), path.resolve(source));
      return isCopiedCache(relative) && (pages || !isPageOutput(relative));
    },
  });
}
