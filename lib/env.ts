import { z } from 'zod';

// Imported by next.config.ts, so a bad value stops `next build` and `next start` with a message naming it.

const LOOPBACK = /^(127(?:\.\d{1,3}){3}|localhost|\[::1\])$/;

/** Empty strings (as left by `VAR=` in a .env file) count as unset. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const httpUrl = z
  .url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL' })
  .transform((value) => value.replace(/\/+$/, ''));

const count = (fallback: number, min = 0) =>
  z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce.number().int('must be a whole number').min(min).default(fallback),
  );

const emailAddress = z.email({ error: 'must be an e-mail address' });

const envSchema = z
  .object({
    SITE_URL: z.preprocess((value) => (value === '' ? undefined : value), httpUrl.default('http://localhost:3000')),
    CONTENTFUL_SPACE_ID: optional(z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a Contentful space id')),
    CONTENTFUL_ACCESS_TOKEN: optional(z.string().min(1)),
    CONTENTFUL_PREVIEW_ACCESS_TOKEN: optional(z.string().min(1)),
    CONTENTFUL_ENVIRONMENT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .regex(/^[A-Za-z0-9_.-]+$/, 'must be a Contentful environment id')
        .default('master'),
    ),
    CONTENTFUL_HOST: optional(
      z.string().regex(/^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[::1\](?::\d{1,5})?$/, 'must be host or host:port, without a scheme'),
    ),
    // `npm run contentful:setup` and `npm run reviews` use it; the site only to make drafts of reviews.
    CONTENTFUL_MANAGEMENT_TOKEN: optional(z.string().min(1)),
    CONTENTFUL_MANAGEMENT_HOST: optional(
      z.string().regex(/^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[::1\](?::\d{1,5})?$/, 'must be host or host:port, without a scheme'),
    ),
    CONTENTFUL_BLOG_CONTENT_TYPE: optional(z.string().regex(/^[A-Za-z0-9_-]+$/, 'must be a content type id')),
    CONTENTFUL_REVALIDATE_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    CONTENTFUL_PREVIEW_SECRET: optional(z.string().min(16, 'must be at least 16 characters')),
    CONTENTFUL_RETRY_LIMIT: count(5),
    BLOG_RETRY_SECONDS: count(30, 1),
    BLOG_FEED_LIMIT: count(30, 1),
    CONTACT_FORM_ACTION: optional(httpUrl),
    CONTACT_ENQUIRIES_FILE: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.string().default('.data/enquiries.jsonl'),
    ),
    CONTACT_RATE_LIMIT: count(5),
    CONTACT_RATE_LIMIT_WINDOW: count(600, 1),
    CONTACT_TRUSTED_PROXIES: count(0),
    SMTP_URL: optional(z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' })),
    SMTP_TO: optional(emailAddress),
    SMTP_FROM: optional(emailAddress),
    SMTP_RETRY_MS: count(60_000, 1),
    SMTP_RETRY_MAX_MS: count(3_600_000, 1),
    SMTP_TIMEOUT_MS: count(20_000, 1),
    CONTACT_OUTBOX_WARN_HOURS: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z.coerce.number().positive('must be a number of hours above 0').default(4),
    ),
    CONTACT_OUTBOX_WARN_TO: optional(emailAddress),
    CONTACT_MONTHLY_REPORT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('true')
        .transform((value) => value === 'true'),
    ),
    REVIEW_SECRET: optional(z.string().min(32, 'must be at least 32 characters')),
    FAQ_WIDGET_SCRIPT_URL: optional(httpUrl),
    REDIS_URL: optional(z.url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })),
    ALLOW_SAMPLE_CONTENT: z.preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),
    DEPLOYMENT_ID: optional(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be up to 64 letters, digits, - or _')),
  })
  .superRefine((value, ctx) => {
    if (Boolean(value.CONTENTFUL_SPACE_ID) !== Boolean(value.CONTENTFUL_ACCESS_TOKEN)) {
      ctx.addIssue({
        code: 'custom',
        path: [value.CONTENTFUL_SPACE_ID ? 'CONTENTFUL_ACCESS_TOKEN' : 'CONTENTFUL_SPACE_ID'],
        message: 'CONTENTFUL_SPACE_ID and CONTENTFUL_ACCESS_TOKEN are set together or not at all',
      });
    }
    const smtp = { SMTP_URL: value.SMTP_URL, SMTP_TO: value.SMTP_TO, SMTP_FROM: value.SMTP_FROM };
    const missing = Object.entries(smtp).filter(([, setting]) => !setting);
    if (missing.length > 0 && missing.length < 3) {
      for (const [name] of missing) {
        ctx.addIssue({ code: 'custom', path: [name], message: 'SMTP_URL, SMTP_TO and SMTP_FROM are set together or not at all' });
      }
    }
  });

export type Env = z.infer<typeof envSchema>;

export const SETTING_NAMES = Object.keys(envSchema.shape) as (keyof Env)[];

class EnvError extends Error {
  override name = 'EnvError';
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0] ?? 'environment');
    const given = name in source ? ` (got ${JSON.stringify(source[name])})` : '';
    return `  ${name}: ${issue.message}${given}`;
  });
  throw new EnvError(`Invalid environment variables; see .env.example:\n${lines.join('\n')}`);
}

export function envWarnings(source: Record<string, string | undefined>): string[] {
  const warnings: string[] = [];
  if (!source.SITE_URL) {
    warnings.push(
      'SITE_URL is not set: canonical links, the sitemap, the feed, share links and the address a form service returns visitors to all use http://localhost:3000. Set it to the public origin before deploying.',
    );
  }
  if (source.REDIS_URL && !source.DEPLOYMENT_ID) {
    warnings.push(
      'REDIS_URL is set but DEPLOYMENT_ID is not: during a rolling deploy, a page of one build could ask another instance for scripts of another build. Give every instance of one release the same DEPLOYMENT_ID.',
    );
  }
  return warnings;
}

export function isLoopbackHost(host: string): boolean {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0];
  return LOOPBACK.test(name ?? '');
}

export const env: Env = parseEnv(process.env);
