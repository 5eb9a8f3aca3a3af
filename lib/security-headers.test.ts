import { parseEnv } from './env';
import { contentSecurityPolicy, securityHeaders } from './security-headers';

const directives = (policy: string) =>
  Object.fromEntries(
    policy.split('; ').map((part) => {
      const [name, ...sources] = part.split(' ');
      return [name, sources];
    }),
  );

describe('contentSecurityPolicy', () => {
  const base = directives(contentSecurityPolicy(parseEnv({})));

  it('never allows eval, plugins, foreign base URLs or framing of the site', () => {
    expect(base['script-src']).not.toContain("'unsafe-eval'");
    expect(base['object-src']).toEqual(["'none'"]);
    expect(base['base-uri']).toEqual(["'self'"]);
    expect(base['frame-ancestors']).toEqual(["'none'"]);
  });

  it('frames only the privacy-enhanced video host', () => {
    expect(base['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
  });

  it('loads images only from the site, Contentful and the video thumbnails', () => {
    expect(base['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://images.ctfassets.net', 'https://i.ytimg.com']);
  });

  it('posts forms and loads scripts only from the site when nothing else is configured', () => {
    expect(base['form-action']).toEqual(["'self'"]);
    expect(base['script-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(base['connect-src']).toEqual(["'self'"]);
  });

  it('follows the settings: the configured form service and widget, and nothing else', () => {
    const policy = directives(
      contentSecurityPolicy(
        parseEnv({
          CONTACT_FORM_ACTION: 'https://forms.example.net/f/abc?x=1',
          FAQ_WIDGET_SCRIPT_URL: 'https://widgets.example.org/faq.js',
        }),
      ),
    );
    expect(policy['form-action']).toEqual(["'self'", 'https://forms.example.net']);
    expect(policy['script-src']).toEqual(["'self'", "'unsafe-inline'", 'https://widgets.example.org']);
  });

  it('upgrades insecure requests only on an HTTPS site', () => {
    expect(contentSecurityPolicy(parseEnv({}))).not.toContain('upgrade-insecure-requests');
    expect(contentSecurityPolicy(parseEnv({ SITE_URL: 'https://kestrelfilms.co.uk' }))).toContain('upgrade-insecure-requests');
  });

  it('allows eval only for the development server', () => {
    expect(directives(contentSecurityPolicy(parseEnv({}), { development: true }))['script-src']).toContain("'unsafe-eval'");
  });
});

describe('securityHeaders', () => {
  it('sets HSTS, nosniff, the referrer policy and a restrictive permissions policy', () => {
    const headers = Object.fromEntries(securityHeaders(parseEnv({})).map(({ key, value }) => [key, value]));
    expect(headers['Strict-Transport-Security']).toMatch(/max-age=\d{8}/);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['Permissions-Policy']).toContain('camera=()');
    expect(headers['Permissions-Policy']).toContain('geolocation=()');
  });
});
