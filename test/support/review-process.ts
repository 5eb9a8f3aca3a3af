import { EnquiryStore } from '@/lib/contact/enquiry-store';
import { receiveReview } from '@/lib/reviews/receiver';
import { reviewReceived } from '@/lib/reviews/review';

// One site process's review receiver over REVIEW_PROCESS_FILE, driven by its parent over IPC: tests start two on one
// folder, as two `next start` in one folder or a cluster would.

export type ReviewProcessRequest = { type: 'post'; bodies: string[]; at: number } | { type: 'stop' };
export type ReviewProcessReply = { type: 'ready' } | { type: 'posted'; statuses: number[] };

const file = process.env.REVIEW_PROCESS_FILE!;
const secret = process.env.REVIEW_PROCESS_SECRET!;
const store = new EnquiryStore(file);
const reply = (message: ReviewProcessReply) => process.send!(message);

const post = (body: string) =>
  receiveReview(
    new Request('http://site.test/api/review', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }),
    { store, received: (id) => reviewReceived(file, id), secret: async () => secret },
  );

process.on('message', async (request: ReviewProcessRequest) => {
  if (request.type === 'stop') {
    process.disconnect();
    return;
  }
  // Both processes start at the moment their parent named, so their posts meet.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, request.at - Date.now())));
  const responses = await Promise.all(request.bodies.map(post));
  reply({ type: 'posted', statuses: responses.map((response) => response.status) });
});

reply({ type: 'ready' });
