import { mkdirSync, writeFileSync } from 'node:fs';
import { notFound } from 'next/navigation';
import { renderToStaticMarkup } from 'react-dom/server';
import { reviewFiles } from '@/lib/reviews/files';
import { newInvitationId, signInvitation, type Invitation } from '@/lib/reviews/token';
import { loadWithSettings } from '@/test/support/load-with-settings';
import { tempFolderEachTest } from '@/test/support/temp-folder';
import ReviewLinkNotFound from './not-found';

const SECRET = 'the-site-secret-of-the-review-page-0123';
const folder = tempFolderEachTest('review-page', 'enquiries.jsonl');

/** What notFound() throws: the page then answers 404 with the segment's not-found page. */
const NOT_FOUND = (() => {
  try {
    notFound();
  } catch (error) {
    return error as { digest: string };
  }
})();

const invitation = (overrides: Partial<Invitation> = {}): Invitation => ({
  id: newInvitationId(),
  name: 'Hannah Cole',
  company: 'Bulb',
  expiresAt: Date.now() + 86_400_000,
  ...overrides,
});

/** The page as the site renders it for a token, with REVIEW_SECRET set or (`kept`) the secret kept beside the enquiries. */
async function openLink(token: string, secret: 'setting' | 'kept' = 'setting') {
  const { default: ReviewPage } = await loadWithSettings(
    {
      CONTACT_ENQUIRIES_FILE: folder.file,
      REVIEW_SECRET: secret === 'setting' ? SECRET : undefined,
      CONTENTFUL_SPACE_ID: undefined,
    },
    () => import('./page'),
  );
  return ReviewPage({ params: Promise.resolve({ token }), searchParams: Promise.resolve({}) });
}

describe('the page of a review link', () => {
  it('shows the form for the exact link the site signed', async () => {
    const token = signInvitation(invitation(), SECRET);
    const html = renderToStaticMarkup(await openLink(token));
    expect(html).toContain('Hello Hannah Cole');
    expect(html).toContain(`value="${token}"`);
  });

  it('is not found for a link made up, cut short, lengthened, signed elsewhere, expired or used', async () => {
    const token = signInvitation(invitation(), SECRET);
    const used = invitation();
    writeFileSync(
      reviewFiles(folder.file).reviews,
      `${JSON.stringify({ id: used.id, receivedAt: new Date().toISOString(), consent: true })}\n`,
    );
    const dead = [
      'made-up-token',
      token.slice(0, -1),
      `${token}a`,
      signInvitation(invitation(), `${SECRET}-elsewhere`),
      signInvitation(invitation({ expiresAt: Date.now() - 1000 }), SECRET),
      signInvitation(used, SECRET),
    ];
    for (const value of dead) await expect(openLink(value)).rejects.toMatchObject({ digest: NOT_FOUND!.digest });
  });

  it.each([
    ['empty', (file: string) => writeFileSync(file, '\n')],
    ['short', (file: string) => writeFileSync(file, 'abc123\n')],
    ['unreadable', (file: string) => mkdirSync(file)],
  ])('is not found, never an error, when the kept secret is %s (the site said so as it started)', async (_, damage) => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    damage(reviewFiles(folder.file).secret);
    const token = signInvitation(invitation(), SECRET);
    await expect(openLink(token, 'kept')).rejects.toMatchObject({ digest: NOT_FOUND!.digest });
    expect(error).not.toHaveBeenCalled();
  });
});

describe('the page of a link that does not work', () => {
  it('says it is for a testimonial and how to ask for a new link, with no form', () => {
    const html = renderToStaticMarkup(<ReviewLinkNotFound />);
    expect(html).toMatch(/<h1[^>]*>This Testimonial Link Does Not Work<\/h1>/);
    expect(html).toMatch(/<a href="mailto:[^"]+"[^>]*>Ask [^<]+ for a new link<\/a>/);
    expect(html).not.toMatch(/<form|<input|<textarea/);
  });
});
