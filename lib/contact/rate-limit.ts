import { RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

/** Counts a client's posts to the receiver. */
export interface EnquiryLimiter {
  take(client: string): Promise<LimitVerdict>;
}

export interface LimitSettings {
  /** Posts allowed per client in each window; 0 turns the limit off. */
  points: number;
  windowSeconds: number;
}

/**
 * The receiver's per-client limit. It counts in this process's memory; a store shared by
 * several servers (rate-limiter-flexible's RateLimiterRedis takes the same options) would
 * be chosen here, and wrapped by `limiterFrom` the same way.
 */
export function createEnquiryLimiter({ points, windowSeconds }: LimitSettings): EnquiryLimiter {
  if (points <= 0) return { take: async () => ({ allowed: true }) };
  return limiterFrom(new RateLimiterMemory({ keyPrefix: 'enquiry', points, duration: windowSeconds }));
}

export function limiterFrom(limiter: Pick<RateLimiterAbstract, 'consume'>): EnquiryLimiter {
  return {
    async take(client) {
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (result) {
        if (result instanceof RateLimiterRes) return { allowed: false, retryAfterMs: result.msBeforeNext };
        // A limiter that cannot count (its store is down) must not cost a visitor their enquiry.
        console.error('[contact] the rate limiter failed; letting the enquiry through', result);
        return { allowed: true };
      }
    },
  };
}
