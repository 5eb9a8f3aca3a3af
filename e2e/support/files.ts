import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under a folder, with its size: what a server wrote to its build output is found by
 * comparing two of these, without knowing how the framework lays the folder out.
 */
export function filesUnder(dir: string): Map<string, number> {
  const files = new Map<string, number>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    try {
      files.set(file, statSync(file).size);
    } catch {
      // Replaced while the folder was read.
    }
  }
  return files;
}
