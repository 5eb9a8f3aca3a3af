import { tokenBucket } from './token-bucket';

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const takeAll = (bucket: { take(): boolean }, attempts: number) =>
  Array.from({ length: attempts }, () => bucket.take()).filter(Boolean).length;

describe('tokenBucket', () => {
  it('allows a burst, then refuses until time has passed', () => {
    const time = clock();
    const bucket = tokenBucket({ burst: 5, intervalMs: 2000, now: time.now });
    expect(takeAll(bucket, 20)).toBe(5);
    time.advance(1999);
    expect(bucket.take()).toBe(false);
    time.advance(1);
    expect(bucket.take()).toBe(true);
    expect(bucket.take()).toBe(false);
  });

  it('refills one token per interval, never above the burst', () => {
    const time = clock();
    const bucket = tokenBucket({ burst: 3, intervalMs: 1000, now: time.now });
    takeAll(bucket, 3);
    time.advance(2500);
    expect(takeAll(bucket, 10)).toBe(2);
    time.advance(60_000);
    expect(takeAll(bucket, 10)).toBe(3);
  });

  it('holds a flood to one action per interval', () => {
    const time = clock();
    const bucket = tokenBucket({ burst: 5, intervalMs: 2000, now: time.now });
    let allowed = 0;
    // 100 attempts a second for a minute.
    for (let ms = 0; ms < 60_000; ms += 10) {
      if (bucket.take()) allowed += 1;
      time.advance(10);
    }
    expect(allowed).toBeLessThanOrEqual(5 + 30);
    expect(allowed).toBeGreaterThanOrEqual(30);
  });
});
