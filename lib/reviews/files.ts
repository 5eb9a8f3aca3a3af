import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

// Plain Node and relative imports: `npm run reviews` loads this file too, so the command and the
// server find the same files and sign with the same secret.

/** The reviews and the link secret live beside the enquiries file, as its outbox does. */
export function reviewFiles(enquiriesFile: string): { reviews: string; secret: string } {
  const resolved = path.resolve(enquiriesFile);
  const base = path.join(path.dirname(resolved), path.basename(resolved, path.extname(resolved)));
  return { reviews: `${base}-reviews.jsonl`, secret: `${base}-review-secret` };
}

const MIN_SECRET_LENGTH = 32;
const known = new Map<string, Promise<string>>();

/** The configured secret, else the one kept in `file`, made once (whole or not at all) by whichever process needs it first. */
export function reviewSecret(configured: string | undefined, file: string): Promise<string> {
  if (configured) return Promise.resolve(configured);
  const resolved = path.resolve(file);
  let secret = known.get(resolved);
  if (!secret) {
    secret = keptSecret(resolved);
    known.set(resolved, secret);
    secret.catch(() => known.delete(resolved));
  }
  return secret;
}

async function keptSecret(file: string): Promise<string> {
  const kept = await readSecret(file);
  if (kept) return kept;
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.tmp`;
  const handle = await open(temp, 'wx', 0o600);
  try {
    await handle.writeFile(`${randomBytes(32).toString('hex')}\n`);
    await handle.sync();
  } finally {
    await handle.close();
  }
  // A hard link appears whole and fails if another process made the file first: then theirs counts.
  try {
    await link(temp, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const made = await readSecret(file);
  if (!made) throw new Error(`${file} does not hold a review link secret`);
  return made;
}

async function readSecret(file: string): Promise<string | undefined> {
  try {
    const text = (await readFile(file, 'utf8')).trim();
    return text.length >= MIN_SECRET_LENGTH ? text : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}
