import { FIRST_READ_WAIT_MS, WAIT_DURING_OUTAGE_MS, withinFirstReadWait } from './first-read-wait';

// How long a page waits for Contentful: the full wait until a read outlives it, then a short one until Contentful
// answers again. Timers are faked, so the waits are measured exactly.

const never = () => new Promise<string>(() => {});
const answerAfter = (ms: number) => new Promise<string>((resolve) => setTimeout(() => resolve('read'), ms));

/** How long the wait lasts before it gives up, in fake milliseconds. */
async function waitOf(reading: Promise<string>): Promise<number | 'answered'> {
  const started = Date.now();
  const outcome = withinFirstReadWait(reading, false).then(
    () => 'answered' as const,
    () => Date.now() - started,
  );
  await jest.advanceTimersByTimeAsync(FIRST_READ_WAIT_MS + 1);
  return outcome;
}

beforeEach(async () => {
  jest.useFakeTimers();
  // Each test starts with Contentful answering: the outage state is shared by the whole server, as in production.
  await withinFirstReadWait(Promise.resolve('read'), false);
});
afterEach(() => jest.useRealTimers());

test('a read that does not answer is given the full wait, then the reads after it only the short one', async () => {
  expect(WAIT_DURING_OUTAGE_MS).toBeLessThan(FIRST_READ_WAIT_MS);
  expect(await waitOf(never())).toBe(FIRST_READ_WAIT_MS);
  expect(await waitOf(never())).toBe(WAIT_DURING_OUTAGE_MS);
  expect(await waitOf(never())).toBe(WAIT_DURING_OUTAGE_MS);
  // Contentful answers within the short wait: the outage is over, and the next silence gets the full wait again.
  expect(await waitOf(answerAfter(WAIT_DURING_OUTAGE_MS / 2))).toBe('answered');
  expect(await waitOf(never())).toBe(FIRST_READ_WAIT_MS);
});

test('an answer arriving after its page gave up on it also ends the outage', async () => {
  expect(await waitOf(never())).toBe(FIRST_READ_WAIT_MS);
  const late = answerAfter(FIRST_READ_WAIT_MS * 2);
  expect(await waitOf(late)).toBe(WAIT_DURING_OUTAGE_MS);
  await jest.advanceTimersByTimeAsync(FIRST_READ_WAIT_MS * 2);
  await late;
  expect(await waitOf(never())).toBe(FIRST_READ_WAIT_MS);
});

test('a read that fails at once neither waits nor starts an outage', async () => {
  await expect(withinFirstReadWait(Promise.reject(new Error('503')), false)).rejects.toThrow('503');
  expect(await waitOf(never())).toBe(FIRST_READ_WAIT_MS);
});

test('the build waits for Contentful as long as it takes', async () => {
  const reading = answerAfter(FIRST_READ_WAIT_MS * 3);
  const outcome = withinFirstReadWait(reading, true);
  await jest.advanceTimersByTimeAsync(FIRST_READ_WAIT_MS * 3);
  await expect(outcome).resolves.toBe('read');
});
