import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * A folder of its own for each test (and spies restored after it); `folder.path` names the current one, and
 * `folder.file` the file `fileName` in it.
 */
export function tempFolderEachTest(prefix: string, fileName = ''): { readonly path: string; readonly file: string } {
  let current = '';
  beforeEach(() => {
    current = mkdtempSync(path.join(tmpdir(), `kestrel-${prefix}-`));
  });
  afterEach(() => {
    jest.restoreAllMocks();
    rmSync(current, { recursive: true, force: true });
  });
  return {
    get path() {
      return current;
    },
    get file() {
      return path.join(current, fileName);
    },
  };
}
