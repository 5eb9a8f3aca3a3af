import type { VideoHost } from '@/content/model';
import { parseEnv } from './env';
import { VIDEO_HOSTS, videoHostsInUse } from './films';
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

  it('lets the Contentful web app frame a draft-mode response, and nothing else', () => {
    const draft = directives(contentSecurityPolicy(parseEnv({ SITE_URL: 'https://kestrel.example' }), { draft: true }));
    expect(draft['frame-ancestors']).toEqual(['https://app.contentful.com', 'https://app.eu.contentful.com']);
    expect(draft['script-src']).toEqual(base['script-src']);
  });

  it('frames the privacy-friendly players of the video hosts the films are on, and no other', () => {
    expect(base['frame-src']).toEqual(videoHostsInUse().map((host) => VIDEO_HOSTS[host].playerOrigin));
  });

  it('frames only the players of the hosts given', () => {
    const framed = (videoHosts: VideoHost[]) => directives(contentSecurityPolicy(parseEnv({}), { videoHosts }))['frame-src'];
    expect(framed(['youtube'])).toEqual(['https://www.youtube-nocookie.com']);
    expect(framed(['vimeo'])).toEqual(['https://player.vimeo.com']);
    expect(framed(['youtube', 'vimeo'])).toEqual(['https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(framed([])).toEqual(["'none'"]);
  });

  it('loads images only from the site and Contentful: posters are the site’s own, never a video host’s', () => {
    expect(base['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://images.ctfassets.net']);
  });

  it('plays films only from the site and Contentful’s video host', () => {
    expect(base['media-src']).toEqual(["'self'", 'https://videos.ctfassets.net']);
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

  it('refuses every frame with X-Frame-Options too, except on a draft-mode response', () => {
    const frameOptions = (draft: boolean) =>
      securityHeaders(parseEnv({}), { draft }).find(({ key }) => key === 'X-Frame-Options')?.value;
    expect(frameOptions(false)).toBe('DENY');
    expect(frameOptions(true)).toBeUndefined();
  });

  it('lets only the players of the hosts in use autoplay, go full screen and decrypt', () => {
    const permissions = (videoHosts: VideoHost[]) =>
      Object.fromEntries(
        securityHeaders(parseEnv({}), { videoHosts })
          .find(({ key }) => key === 'Permissions-Policy')!
          .value.split(', ')
          .map((entry) => entry.split('=') as [string, string]),
      );
    for (const feature of ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture']) {
      expect(permissions(['youtube'])[feature]).toBe('(self "https://www.youtube-nocookie.com")');
      expect(permissions(['vimeo'])[feature]).toBe('(self "https://player.vimeo.com")');
      expect(permissions(['youtube', 'vimeo'])[feature]).toBe(
        '(self "https://www.youtube-nocookie.com" "https://player.vimeo.com")',
      );
      expect(permissions([])[feature]).toBe('(self)');
    }
    const byDefault = securityHeaders(parseEnv({})).find(({ key }) => key === 'Permissions-Policy')!.value;
    for (const host of ['youtube', 'vimeo'] as const) {
      expect(byDefault.includes(VIDEO_HOSTS[host].playerOrigin)).toBe(videoHostsInUse().includes(host));
    }
  });
});
