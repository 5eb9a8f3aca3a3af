import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ForkedProcess, until } from '@/test/support/forked-process';
import type { ReviewProcessReply, ReviewProcessRequest } from '@/test/support/review-process';
import { readReviews } from './review';
import { newInvitationId, signInvitation } from './token';

// Two site processes (real child processes, each with its own receiver and store) on one data folder, as two
// `next start` in one folder or a process manager's cluster would run them.

jest.setTimeout(120_000);

const SECRET = 'the-site-secret-0123456789abcdef0123';

class ReviewProcess extends ForkedProcess<ReviewProcessReply> {
  constructor(file: string) {
    super('review-process.ts', { REVIEW_PROCESS_FILE: file, REVIEW_PROCESS_SECRET: SECRET });
  }

  async post(bodies: string[], at: number): Promise<number[]> {
    this.child.send({ type: 'post', bodies, at } satisfies ReviewProcessRequest);
    const posted = () => this.replies.find((reply) => reply.type === 'posted');
    await until(() => posted() !== undefined || this.exited, 'the posts to be answered', 60_000);
    const reply = posted();
    if (reply?.type !== 'posted') throw new Error('the review process exited before answering');
    return reply.statuses;
  }

  stop() {
    return this.ended(() => this.child.send({ type: 'stop' } satisfies ReviewProcessRequest));
  }
}

describe('two site processes on one reviews file', () => {
  let dir: string;
  const processes: ReviewProcess[] = [];

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'review-processes-'));
  });
  afterEach(async () => {
    await Promise.all(processes.splice(0).map((site) => site.stop()));
    await rm(dir, { recursive: true, force: true });
  });

  it('keep one review per link when both take the same links at the same moment', async () => {
    const file = path.join(dir, 'enquiries-reviews.jsonl');
    processes.push(new ReviewProcess(file), new ReviewProcess(file));
    await Promise.all(processes.map((site) => site.ready()));
    const ids = Array.from({ length: 12 }, () => newInvitationId());
    // Each link posted twice by each process: four posts of one link at once, two in each process.
    const bodies = ids.flatMap((id) => {
      const token = signInvitation({ id, name: 'Hannah Cole', company: 'Bulb', expiresAt: Date.now() + 86_400_000 }, SECRET);
      const body = new URLSearchParams({
        token,
        quote: 'Alex filmed our workshops beautifully; bookings doubled within a month.',
        role: 'Founder',
        company: 'Bulb Floristry, Lewes',
        consent: 'yes',
      }).toString();
      return [body, body];
    });
    const at = Date.now() + 500;
    const statuses = (await Promise.all(processes.map((site) => site.post(bodies, at)))).flat();

    const stored = await readReviews(file);
    expect(stored.map((review) => review.id).sort()).toEqual([...ids].sort());
    expect(statuses.filter((status) => status === 303)).toHaveLength(ids.length);
    expect(statuses.filter((status) => status === 409)).toHaveLength(ids.length * 3);
  });
});
