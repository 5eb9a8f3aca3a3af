import { getRewrittenUrl, isRewrite, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '@/next.config';
import { briefKey } from './brief-key';
import { EXTRAS, FILM_LENGTHS, SHOOT_DAYS } from './enquiry-fields';
import { BRIEF_PARAM, contactRewrites } from './routes';

/** Runs a URL through the rewrites (and redirects and headers) of the site's real next.config.ts. */
const route = (path: string) => unstable_getResponseFromNextConfig({ url: `http://site.test${path}`, nextConfig });

describe('contact confirmation rewrite', () => {
  it('serves the pre-rendered confirmation for /contact?success=true', async () => {
    const response = await route('/contact?success=true');
    expect(isRewrite(response)).toBe(true);
    expect(new URL(getRewrittenUrl(response)!).pathname).toBe('/contact/sent');
  });

  it('also applies when the form service adds other parameters', async () => {
    const response = await route('/contact?utm_source=mail&success=true');
    expect(new URL(getRewrittenUrl(response)!).pathname).toBe('/contact/sent');
  });

  it('passes a brief the receiver writes to a copy of its own', () => {
    // Next's config tester drops the groups a `has` captures, so the rule is read here and the whole trip is in e2e.
    const rule = contactRewrites().find((rewrite) => rewrite.has.some((item) => item.key === BRIEF_PARAM))!;
    expect(rule.destination).toBe('/contact/sent/:brief');
    const pattern = new RegExp(`^${rule.has.find((item) => item.key === BRIEF_PARAM)!.value}$`);
    const key = briefKey({
      projectType: 'event',
      length: FILM_LENGTHS.at(-1)!.value,
      shootDays: SHOOT_DAYS.at(-1)!.value,
      location: 'a-long-place-name-2',
      extras: EXTRAS.map((extra) => extra.value),
    });
    expect(pattern.exec(key)?.groups?.brief).toBe(key);
  });

  it('serves the plain copy for a brief no rule could name', async () => {
    for (const brief of ['', 'EVENT', '..%2F..%2Fabout', 'a/b', 'x'.repeat(201)]) {
      const response = await route(`/contact?success=true&brief=${brief}`);
      expect(new URL(getRewrittenUrl(response)!).pathname).toBe('/contact/sent');
    }
  });

  it('leaves every other request alone', async () => {
    for (const path of [
      '/contact',
      '/contact?success=false',
      '/contact?success=1',
      '/contact?success=yes',
      '/contact?brief=event____',
      '/',
      '/faqs',
      '/contacts?success=true',
      '/api/contact?success=true',
    ]) {
      expect(isRewrite(await route(path))).toBe(false);
    }
  });
});
