// Runs one of the project's TypeScript modules in a plain Node process, with the '@/' paths, for tests that need
// real child processes. jiti comes with Tailwind and ESLint.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';

const here = path.dirname(fileURLToPath(import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@': path.resolve(here, '../..'), 'server-only': path.join(here, 'server-only-stub.js') },
});

await jiti.import(path.resolve(process.argv[2]));
