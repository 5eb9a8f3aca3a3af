export const CONTENTFUL_APP_ORIGINS = ['https://app.contentful.com', 'https://app.eu.contentful.com'] as const;

export const CONTENTFUL_LOCALE = 'en-US';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);

export const isLocalSite = (siteUrl: string) => isLoopbackHttp(new URL(siteUrl));

export function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHttp(new URL(origin));
  } catch {
    return false;
  }
}

export function draftFrameAncestors(siteUrl: string): string[] {
  const local = isLocalSite(siteUrl) ? [...LOOPBACK_HOSTS].map((host) => `http://${host}:*`) : [];
  return [...CONTENTFUL_APP_ORIGINS, ...local];
}

interface InspectorAttributes {
  'data-contentful-entry-id'?: string;
  'data-contentful-field-id'?: string;
}

export function inspectorProps({
  draft,
  entryId,
  fieldId,
}: {
  draft: boolean;
  entryId: string;
  fieldId: string;
}): InspectorAttributes {
  return draft ? { 'data-contentful-entry-id': entryId, 'data-contentful-field-id': fieldId } : {};
}
