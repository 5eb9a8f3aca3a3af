import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { envWarnings, isLoopbackHost, parseEnv, SETTING_NAMES } from './env';

describe('parseEnv', () => {
  it('runs on no settings at all, with the documented defaults', () => {
    const env = parseEnv({});
    expect(env.SITE_URL).toBe('http://localhost:3000');
    expect(env.CONTENTFUL_ENVIRONMENT).toBe('master');
    expect(env.CONTACT_ENQUIRIES_FILE).toBe('.data/enquiries.jsonl');
    expect(env.CONTACT_FORM_ACTION).toBeUndefined();
  });

  it('treats empty strings as unset', () => {
    expect(parseEnv({ SITE_URL: '', CONTENTFUL_HOST: '' }).CONTENTFUL_HOST).toBeUndefined();
  });

  it('takes ALLOW_SAMPLE_CONTENT as true or false only, false when unset', () => {
    expect(parseEnv({}).ALLOW_SAMPLE_CONTENT).toBe(false);
    expect(parseEnv({ ALLOW_SAMPLE_CONTENT: '' }).ALLOW_SAMPLE_CONTENT).toBe(false);
    expect(parseEnv({ ALLOW_SAMPLE_CONTENT: 'false' }).ALLOW_SAMPLE_CONTENT).toBe(false);
    expect(parseEnv({ ALLOW_SAMPLE_CONTENT: 'true' }).ALLOW_SAMPLE_CONTENT).toBe(true);
    expect(() => parseEnv({ ALLOW_SAMPLE_CONTENT: 'yes' })).toThrow(/ALLOW_SAMPLE_CONTENT: must be true or false/);
  });

  it('drops a trailing slash from URLs', () => {
    expect(parseEnv({ SITE_URL: 'https://example.co.uk/' }).SITE_URL).toBe('https://example.co.uk');
  });

  it('names the bad variable and the value it was given', () => {
    expect(() => parseEnv({ SITE_URL: 'not a url' })).toThrow(/SITE_URL: must be an absolute http\(s\) URL \(got "not a url"\)/);
    expect(() => parseEnv({ CONTENTFUL_HOST: 'https://cdn.contentful.com' })).toThrow(/CONTENTFUL_HOST/);
    expect(() => parseEnv({ CONTACT_FORM_ACTION: 'javascript:alert(1)' })).toThrow(/CONTACT_FORM_ACTION/);
    expect(() => parseEnv({ CONTENTFUL_REVALIDATE_SECRET: 'short' })).toThrow(/CONTENTFUL_REVALIDATE_SECRET/);
  });

  it('requires the space id and the access token together', () => {
    expect(() => parseEnv({ CONTENTFUL_SPACE_ID: 'abc123' })).toThrow(/CONTENTFUL_ACCESS_TOKEN/);
    expect(() => parseEnv({ CONTENTFUL_ACCESS_TOKEN: 'token' })).toThrow(/CONTENTFUL_SPACE_ID/);
    expect(parseEnv({ CONTENTFUL_SPACE_ID: 'abc123', CONTENTFUL_ACCESS_TOKEN: 'token' }).CONTENTFUL_SPACE_ID).toBe('abc123');
  });

  it('accepts a redis:// or rediss:// REDIS_URL and nothing else; empty means one instance', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(parseEnv({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380/2' }).REDIS_URL).toMatch(/^rediss:/);
    expect(() => parseEnv({ REDIS_URL: 'http://127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\/ or rediss:\/\/ URL/);
    expect(() => parseEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL/);
  });
});

describe('blog settings', () => {
  it('bounds the feed to the 30 newest posts by default, or to a whole number of at least 1', () => {
    expect(parseEnv({}).BLOG_FEED_LIMIT).toBe(30);
    expect(parseEnv({ BLOG_FEED_LIMIT: '' }).BLOG_FEED_LIMIT).toBe(30);
    expect(parseEnv({ BLOG_FEED_LIMIT: '50' }).BLOG_FEED_LIMIT).toBe(50);
    for (const bad of ['0', '-5', 'all', '2.5']) expect(() => parseEnv({ BLOG_FEED_LIMIT: bad })).toThrow(/BLOG_FEED_LIMIT/);
  });
});

describe('contact receiver settings', () => {
  it('defaults to 5 enquiries per 10 minutes per client, no trusted proxy and no mail', () => {
    const env = parseEnv({});
    expect([env.CONTACT_RATE_LIMIT, env.CONTACT_RATE_LIMIT_WINDOW, env.CONTACT_TRUSTED_PROXIES]).toEqual([5, 600, 0]);
    expect(env.SMTP_URL).toBeUndefined();
    expect([env.SMTP_RETRY_MS, env.SMTP_RETRY_MAX_MS]).toEqual([60_000, 3_600_000]);
  });

  it('reads numbers and refuses what is not a whole number', () => {
    expect(parseEnv({ CONTACT_RATE_LIMIT: '50', CONTACT_RATE_LIMIT_WINDOW: '60' })).toMatchObject({
      CONTACT_RATE_LIMIT: 50,
      CONTACT_RATE_LIMIT_WINDOW: 60,
    });
    expect(() => parseEnv({ CONTACT_RATE_LIMIT: 'lots' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => parseEnv({ CONTACT_RATE_LIMIT: '-1' })).toThrow(/CONTACT_RATE_LIMIT/);
    expect(() => parseEnv({ CONTACT_RATE_LIMIT_WINDOW: '0' })).toThrow(/CONTACT_RATE_LIMIT_WINDOW/);
    expect(() => parseEnv({ SMTP_RETRY_MS: '1.5' })).toThrow(/SMTP_RETRY_MS/);
  });

  it('takes the SMTP URL, recipient and sender together, or none of them', () => {
    const smtp = {
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      SMTP_TO: 'studio@example.com',
      SMTP_FROM: 'site@example.com',
    };
    expect(parseEnv(smtp)).toMatchObject(smtp);
    expect(() => parseEnv({ SMTP_URL: smtp.SMTP_URL })).toThrow(/SMTP_TO[^]*SMTP_FROM/);
    expect(() => parseEnv({ ...smtp, SMTP_URL: 'https://smtp.example.com' })).toThrow(/SMTP_URL/);
    expect(() => parseEnv({ ...smtp, SMTP_TO: 'studio' })).toThrow(/SMTP_TO/);
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['127.0.0.1:4000', true],
    ['localhost:8080', true],
    ['[::1]:9000', true],
    ['cdn.contentful.com', false],
    ['127.example.com', false],
  ])('%s -> %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('envWarnings', () => {
  it('warns when SITE_URL is unset or empty, and not when it is set', () => {
    expect(envWarnings({})).toEqual([expect.stringContaining('SITE_URL is not set')]);
    expect(envWarnings({ SITE_URL: '' })).toHaveLength(1);
    expect(envWarnings({ SITE_URL: 'https://www.kestrelfilms.co.uk' })).toEqual([]);
  });
});

describe('several instances', () => {
  it('takes a DEPLOYMENT_ID of letters, digits, - and _ only', () => {
    expect(parseEnv({ DEPLOYMENT_ID: 'release-2026_11' }).DEPLOYMENT_ID).toBe('release-2026_11');
    expect(parseEnv({ DEPLOYMENT_ID: '' }).DEPLOYMENT_ID).toBeUndefined();
    expect(() => parseEnv({ DEPLOYMENT_ID: '../x' })).toThrow(/DEPLOYMENT_ID/);
  });

  it('warns when instances share Redis without naming their release', () => {
    const site = { SITE_URL: 'https://www.kestrelfilms.co.uk' };
    expect(envWarnings({ ...site, REDIS_URL: 'redis://10.0.0.5:6379' })).toEqual([expect.stringContaining('DEPLOYMENT_ID')]);
    expect(envWarnings({ ...site, REDIS_URL: 'redis://10.0.0.5:6379', DEPLOYMENT_ID: 'r1' })).toEqual([]);
  });

  it('names every setting the site reads from the environment, so a test build can clear them all', () => {
    // Some code reads settings without the schema (cache-handler.mjs runs before Next loads it).
    const root = path.join(__dirname, '..');
    const sources = [
      ...['app', 'components', 'content', 'lib'].flatMap((dir) =>
        readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
      ),
      // The site's files at the root; the test runners' configurations are not the site.
      ...readdirSync(root).filter(
        (file) => /\.(ts|mjs)$/.test(file) && !/^(playwright|jest|eslint|postcss)\.config\./.test(file),
      ),
    ].filter(
      (file) => /\.(ts|tsx|mjs)$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('lib', 'testing')),
    );
    const read = new Set(
      sources.flatMap((file) =>
        [...readFileSync(path.join(root, file), 'utf8').matchAll(/process\.env(?:\.|\[['"])([A-Z][A-Z0-9_]*)/g)].map(
          (match) => match[1]!,
        ),
      ),
    );
    expect(read).toContain('REDIS_URL');
    // NODE_ENV, IS_NEXT_WORKER and NEXT_* belong to Node and Next.
    const notSettings = [...read].filter((name) => !/^(NODE_ENV|IS_NEXT_WORKER|NEXT_[A-Z0-9_]+)$/.test(name));
    expect(notSettings.filter((name) => !(SETTING_NAMES as string[]).includes(name))).toEqual([]);
  });

  it('lists every setting that .env.example documents, and no other', () => {
    const documented = [...readFileSync(path.join(__dirname, '../.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
      (match) => match[1],
    );
    expect([...SETTING_NAMES].sort()).toEqual(documented.sort());
  });
});
