import { readdirSync } from 'node:fs';
import path from 'node:path';

/** The project's root folder. */
export const root = path.resolve(__dirname, '../..');

/** Every file below `dir` whose name matches `pattern` (by default TypeScript sources, tests left out). */
export function sourceFiles(dir: string, pattern = /^(?!.*\.test\.tsx?$).*\.tsx?$/): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}
