import { CONTENTFUL_VIDEO_ORIGIN } from '../content/fields';
import type { VideoHost } from '../content/model';
import { CONTENTFUL_IMAGE_ORIGIN } from './contentful/images';
import type { Env } from './env';
import { VIDEO_HOSTS, videoHostsInUse } from './films';
import { draftFrameAncestors } from './live-preview';

type Settings = Pick<Env, 'SITE_URL' | 'CONTACT_FORM_ACTION' | 'FAQ_WIDGET_SCRIPT_URL'>;

const originOf = (url: string | undefined) => (url ? new URL(url).origin : undefined);

/** Inline scripts stay allowed: Next streams page data in them, and a per-request nonce would stop pages being static. */
export function contentSecurityPolicy(
  settings: Settings,
  { development = false, draft = false, videoHosts = videoHostsInUse() }: HeaderOptions = {},
): string {
  const formService = originOf(settings.CONTACT_FORM_ACTION);
  const widget = originOf(settings.FAQ_WIDGET_SCRIPT_URL);
  const directives: Record<string, (string | undefined | false)[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", widget, development && "'unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', CONTENTFUL_IMAGE_ORIGIN],
    'font-src': ["'self'"],
    'media-src': ["'self'", CONTENTFUL_VIDEO_ORIGIN],
    'connect-src': ["'self'", widget, development && 'ws:'],
    'frame-src': videoHosts.length > 0 ? playerOrigins(videoHosts) : ["'none'"],
    'form-action': ["'self'", formService],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': draft ? draftFrameAncestors(settings.SITE_URL) : ["'none'"],
    'manifest-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
  };
  const policy = Object.entries(directives).map(([name, sources]) => [name, ...sources.filter(Boolean)].join(' '));
  if (settings.SITE_URL.startsWith('https:')) policy.push('upgrade-insecure-requests');
  return policy.join('; ');
}

interface HeaderOptions {
  development?: boolean;
  draft?: boolean;
  videoHosts?: readonly VideoHost[];
}

const playerOrigins = (hosts: readonly VideoHost[]) => hosts.map((host) => VIDEO_HOSTS[host].playerOrigin);

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
].join(', ');

function permissionsPolicy(videoHosts: readonly VideoHost[]): string {
  const players = ['self', ...playerOrigins(videoHosts).map((origin) => `"${origin}"`)].join(' ');
  const features = ['autoplay', 'fullscreen', 'encrypted-media', 'picture-in-picture'];
  return [PERMISSIONS_POLICY, ...features.map((feature) => `${feature}=(${players})`)].join(', ');
}

export function securityHeaders(settings: Settings, options: HeaderOptions = {}) {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(settings, options) },
    { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains; preload' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy(options.videoHosts ?? videoHostsInUse()) },
    // No value of it lets another site frame a page: frame-ancestors alone decides for a draft.
    ...(options.draft ? [] : [{ key: 'X-Frame-Options', value: 'DENY' }]),
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}
