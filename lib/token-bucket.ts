export function tokenBucket({ burst, intervalMs, now = Date.now }: { burst: number; intervalMs: number; now?: () => number }) {
  let tokens = burst;
  let checkedAt = now();
  return {
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
