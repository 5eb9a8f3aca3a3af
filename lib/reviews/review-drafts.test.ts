import { inspect } from 'node:util';
import { createClient } from 'contentful-management';
import { managementClient } from '@/lib/contentful/management-client.mjs';
import { failingApi, REFUSED } from '../../test/support/failing-api';
import { CONSENT_TEXT, type StoredReview } from './review';
import { draftNoteFor } from './review-drafts';
import type { DraftClient } from './testimonial-entry';

const TOKEN = 'CFPAT-secret-management-token-0123456789';
const space = { spaceId: 'kestrel', environmentId: 'master' };
const review: StoredReview = {
  id: 'abcdefgh23456789',
  receivedAt: '2026-06-01T12:34:56.000Z',
  name: 'Jo Bloggs',
  role: 'Founder',
  company: 'Bulb Floristry',
  quote: 'Lovely work.',
  film: 'bulb-floristry',
  consent: true,
  consentText: CONSENT_TEXT,
};

describe("a review's draft Testimonial that Contentful does not take", () => {
  let logged: unknown[][];
  beforeEach(() => {
    logged = [];
    jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void logged.push(args));
  });
  afterEach(() => jest.restoreAllMocks());

  /** The owner's mail and the server's log say why in one line, without the Management token. */
  const expectOneLineWithoutToken = (note: Awaited<ReturnType<typeof draftNoteFor>>, reason: RegExp) => {
    expect(note).toMatchObject({ state: 'failed' });
    const { error } = note as { error: string };
    expect(error).toMatch(reason);
    expect(error).not.toMatch(/\n|Bearer|0123456789/);
    const printed = logged.map((args) => args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg))).join(' '));
    expect(printed).toHaveLength(1);
    expect(printed[0]).not.toContain(TOKEN);
  };

  it('when the connection drops', async () => {
    const { host, close } = await failingApi('hang up');
    try {
      const client = createClient(
        { accessToken: TOKEN, host, insecure: true, retryOnError: false },
        { type: 'plain', defaults: space },
      ) as unknown as DraftClient;
      expectOneLineWithoutToken(await draftNoteFor(review, space, client), /ECONNRESET: socket hang up/);
    } finally {
      close();
    }
  });

  it('when the token is refused', async () => {
    const { host, close } = await failingApi(REFUSED);
    try {
      const client = managementClient({ accessToken: TOKEN, host, ...space }) as unknown as DraftClient;
      expectOneLineWithoutToken(await draftNoteFor(review, space, client), /401 .*could not be found or is invalid.*req-7/);
    } finally {
      close();
    }
  });
});
