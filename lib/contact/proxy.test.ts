import { NextRequest } from 'next/server';
import { getRewrittenUrl, isRewrite, unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
// Tests of the root proxy.ts (Jest looks for tests under lib/, not at the root).
import { config, proxy } from '@/proxy';

const request = (url: string) => new NextRequest(new URL(url, 'http://site.test'));

describe('proxy', () => {
  it('serves the pre-rendered confirmation for /contact?success=true', () => {
    const response = proxy(request('/contact?success=true'));
    expect(isRewrite(response)).toBe(true);
    expect(getRewrittenUrl(response)).toBe('http://site.test/contact/sent');
  });

  it('leaves /contact alone without the flag or with another value', () => {
    for (const url of ['/contact', '/contact?success=false', '/contact?success=1']) {
      expect(isRewrite(proxy(request(url)))).toBe(false);
    }
  });

  it('runs only for /contact with success=true, so other requests never reach it', () => {
    const matches = (url: string) => unstable_doesMiddlewareMatch({ config, url });
    expect(matches('/contact?success=true')).toBe(true);
    expect(matches('/contact?utm_source=mail&success=true')).toBe(true);
    for (const url of ['/contact', '/contact?success=yes', '/', '/faqs', '/contacts?success=true', '/api/contact', '/_next/static/chunks/app.js']) {
      expect(matches(url)).toBe(false);
    }
  });
});
