import { getRewrittenUrl, isRewrite, unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '@/next.config';

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

  it('leaves every other request alone', async () => {
    for (const path of [
      '/contact',
      '/contact?success=false',
      '/contact?success=1',
      '/contact?success=yes',
      '/',
      '/faqs',
      '/contacts?success=true',
      '/api/contact?success=true',
    ]) {
      expect(isRewrite(await route(path))).toBe(false);
    }
  });
});
