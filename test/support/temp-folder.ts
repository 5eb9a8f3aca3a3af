import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A folder of its own for each test (and spies restored after it); `folder.path` names the current one. */
export function tempFolderEachTest(prefix: string): { readonly path: string } {
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
  };
}
