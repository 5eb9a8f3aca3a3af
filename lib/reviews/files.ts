import { randomBytes } from 'node:crypto';
import { link, mkdir, open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

// Plain Node and relative imports: `npm run reviews` loads it, so the command and the server share files and secret.

export function reviewFiles(enquiriesFile: string): { reviews: string; secret: string; requests: string } {
  const resolved = path.resolve(enquiriesFile);
  const base = path.join(path.dirname(resolved), path.basename(resolved, path.extname(resolved)));
  return { reviews: `${base}-reviews.jsonl`, secret: `${base}-review-secret`, requests: `${base}-review-requests.jsonl` };
}

const MIN_SECRET_LENGTH = 32;
const known = new Map<string, Promise<string>>();

export class ReviewSecretError extends Error {
  override name = 'ReviewSecretError';
}

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

/** What is wrong with the secret the site would use, in plain words; nothing when it is sound or not made yet. Makes nothing. */
export async function reviewSecretProblem(configured: string | undefined, file: string): Promise<string | undefined> {
  if (configured) return undefined;
  try {
    await readSecret(path.resolve(file));
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

/** The secret, or nothing when it cannot be had: a damaged one was reported as the site started, anything else is logged. */
export async function secretOrNothing(secret: () => Promise<string>): Promise<string | undefined> {
  try {
    return await secret();
  } catch (error) {
    if (!(error instanceof ReviewSecretError)) console.error('[reviews] could not read the review link secret', error);
    return undefined;
  }
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
  if (!made) throw new Error(`${file} was removed as it was made`);
  return made;
}

/** The kept secret, or undefined before one is made. A file only ever appears whole, so a short one was damaged since. */
async function readSecret(file: string): Promise<string | undefined> {
  let text: string;
  try {
    text = (await readFile(file, 'utf8')).trim();
  } catch (error) {
    const { code } = error as NodeJS.ErrnoException;
    if (code === 'ENOENT') return undefined;
    throw damaged(file, `cannot be read (${code ?? (error as Error).message})`);
  }
  if (!text) throw damaged(file, 'is empty');
  if (text.length < MIN_SECRET_LENGTH) throw damaged(file, `is shorter than ${MIN_SECRET_LENGTH} characters`);
  return text;
}

const damaged = (file: string, what: string) =>
  new ReviewSecretError(
    `The site's link secret ${file} ${what}, so review links cannot be checked: a client who opens theirs is asked to ` +
      "ask for a new one (and the contact form's confirmation leaves out the visitor's name). " +
      `Set REVIEW_SECRET to a secret of at least ${MIN_SECRET_LENGTH} characters, or delete that file and the site makes ` +
      'a new one; either way, review links sent before then stop working.',
  );
