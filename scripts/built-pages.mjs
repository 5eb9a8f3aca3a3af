import { existsSync, readdirSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * The pages a build pre-rendered, as `[{ page, file }]`: the route and its HTML file.
 * @param {string} distDir
 */
export function builtPages(distDir) {
  const pages = [];
  for (const folder of ['app', 'pages']) {
    const base = path.join(distDir, 'server', folder);
    if (!existsSync(base)) continue;
    for (const entry of readdirSync(base, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.html')) continue;
      const file = path.join(entry.parentPath, entry.name);
      pages.push({ page: `/${path.relative(base, file).replace(/\.html$/, '')}`.replace(/^\/index$/, '/'), file });
    }
  }
  return pages;
}

/**
 * Writes a file aside and renames it into place, so nothing reading it (a server, a build running beside) ever reads half of it.
 * @param {string} file
 * @param {string | Buffer} data
 */
export async function replaceFile(file, data) {
  const partial = `${file}.${process.pid}.partial`;
  await writeFile(partial, data);
  await rename(partial, file);
}
