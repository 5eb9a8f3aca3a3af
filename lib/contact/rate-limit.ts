import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { connectRedis } from '@/lib/redis-client.mjs';

type LimitVerdict = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface EnquiryLimiter {
  take(client: string): Promise<LimitVerdict>;
  close?(): void;
}

interface LimitSettings {
  points: number;
  windowSeconds: number;
  redisUrl?: string;
  form?: 'enquiry' | 'review';
}

/** While Redis is unreachable each instance counts in its own memory, so the form keeps working. */
export function createEnquiryLimiter({ points, windowSeconds, redisUrl, form = 'enquiry' }: LimitSettings): EnquiryLimiter {
  if (points <= 0) return { take: async () => ({ allowed: true }) };
  const memory = new RateLimiterMemory({ keyPrefix: form, points, duration: windowSeconds });
  if (!redisUrl) return limiterFrom(memory);
  const client = connectRedis(redisUrl, {
    onDown: (error) =>
      console.error(
        `[contact] Redis is unreachable (${error.message}); the ${form} form's rate limit counts in this instance's memory`,
      ),
    onUp: () => console.info(`[contact] Redis answers again; the ${form} form's rate limit is shared again`),
  });
  const limiter = limiterFrom(
    new RateLimiterRedis({
      storeClient: client,
      useRedisPackage: true,
      rejectIfRedisNotReady: true,
      insuranceLimiter: memory,
      keyPrefix: `kestrel:${form}`,
      points,
      duration: windowSeconds,
    }),
  );
  return { ...limiter, close: () => client.destroy() };
}

function limiterFrom(limiter: Pick<RateLimiterAbstract, 'consume'>): EnquiryLimiter {
  return {
    async take(client) {
      try {
        await limiter.consume(client);
        return { allowed: true };
      } catch (result) {
        if (result instanceof RateLimiterRes) return { allowed: false, retryAfterMs: result.msBeforeNext };
        console.error('[contact] the rate limiter failed; letting the enquiry through', result);
        return { allowed: true };
      }
    },
  };
}
