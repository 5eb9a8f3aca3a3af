import { CONTENTFUL_IMAGE_ORIGIN } from './contentful/images';
import type { Env } from './env';
import { YOUTUBE_EMBED_ORIGIN as VIDEO_EMBED_ORIGIN } from './youtube';
const VIDEO_THUMBNAIL_ORIGIN = 'https://i.ytimg.com';

type Settings = Pick<Env, 'SITE_URL' | 'CONTACT_FORM_ACTION' | 'FAQ_WIDGET_SCRIPT_URL'>;

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/** Inline scripts stay allowed: Next streams page data in them, and a per-request nonce would stop pages being static. */
export function contentSecurityPolicy(settings: Settings, { development = false } = {}): string {
  const formService = originOf(settings.CONTACT_FORM_ACTION);
  const widget = originOf(settings.FAQ_WIDGET_SCRIPT_URL);
  const directives: Record<string, (string | undefined | false)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", widget, development && "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', CONTENTFUL_IMAGE_ORIGIN, VIDEO_THUMBNAIL_ORIGIN],
    'font-src': ["'self'"],
    'media-src': ["'self'"],
    'connect-src': ["'self'", widget, development && 'ws:'],
    'frame-src': [VIDEO_EMBED_ORIGIN],
    'form-action': ["'self'", formService],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  const policy = Object.entries(directives).map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '));
  // Upgrading would break a site served over plain HTTP (local runs, tests).
  if (settings.SITE_URL.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'magnetometer=()',
  'gyroscope=()',
  'accelerometer=()',
  'display-capture=()',
  'browsing-topics=()',
  `autoplay=(self "${VIDEO_EMBED_ORIGIN}")`,
  `fullscreen=(self "${VIDEO_EMBED_ORIGIN}")`,
  `encrypted-media=(self "${VIDEO_EMBED_ORIGIN}")`,
  `picture-in-picture=(self "${VIDEO_EMBED_ORIGIN}")`,
].join(', ');

export function securityHeaders(settings: Settings, options: { development?: boolean } = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings, options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
