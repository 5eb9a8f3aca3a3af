/**
 * A token bucket: up to `burst` actions at once, then one more for every `intervalMs` that
 * passes. `now` is the clock (injectable, so tests need not wait).
 */
export function tokenBucket({ burst, intervalMs, now = Date.now }: { burst: number; intervalMs: number; now?: () => number }) {
  let tokens = burst;
  let checkedAt = now();
  return {
    /** Spends a token and returns true, or returns false when none is left. */
    take(): boolean {
      const time = now();
      tokens = Math.min(burst, tokens + (time - checkedAt) / intervalMs);
      checkedAt = time;
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
  };
}
