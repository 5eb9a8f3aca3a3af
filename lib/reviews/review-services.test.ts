import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { loadWithSettings } from '@/test/support/load-with-settings';
import { tempFolderEachTest } from '@/test/support/temp-folder';
import { reviewFiles } from './files';

const folder = tempFolderEachTest('review-start', 'enquiries.jsonl');

/** What the server prints as it starts (instrumentation.ts), with REVIEW_SECRET set or not. */
async function startWith(reviewSecret?: string): Promise<string[]> {
  const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const { startReviewReceiver } = await loadWithSettings(
    {
      CONTACT_ENQUIRIES_FILE: folder.file,
      REVIEW_SECRET: reviewSecret,
      SMTP_URL: undefined,
      SMTP_TO: undefined,
      SMTP_FROM: undefined,
    },
    () => import('./review-services'),
  );
  await startReviewReceiver();
  const said = error.mock.calls.map((call) => call.join(' '));
  error.mockRestore();
  return said;
}

describe('starting the review receiver', () => {
  it.each([
    ['empty', (file: string) => writeFileSync(file, '')],
    ['short', (file: string) => writeFileSync(file, 'abc\n')],
    ['unreadable', (file: string) => mkdirSync(file)],
  ])('says once, in plain words naming the setting and the file, that the kept secret is %s', async (_, damage) => {
    const secret = reviewFiles(folder.file).secret;
    damage(secret);
    const said = await startWith();
    expect(said).toHaveLength(1);
    expect(said[0]).toContain('REVIEW_SECRET');
    expect(said[0]).toContain(secret);
    expect(said[0]).toMatch(/review links cannot be checked/);
  });

  it('says nothing of a sound secret, one not made yet (and makes none), or one set by REVIEW_SECRET', async () => {
    expect(await startWith()).toEqual([]);
    expect(readdirSync(folder.path)).toEqual([]);
    writeFileSync(reviewFiles(folder.file).secret, `${'a'.repeat(64)}\n`);
    expect(await startWith()).toEqual([]);
    writeFileSync(reviewFiles(folder.file).secret, '');
    expect(await startWith('s'.repeat(40))).toEqual([]);
  });
});
