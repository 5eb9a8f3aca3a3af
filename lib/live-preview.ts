/** Who may show a draft page in a frame, and talk to it: shared by the headers and the preview island. */

/** The Contentful web app, in its US and EU data regions: the hosts of Live Preview's side-by-side pane. */
export const CONTENTFUL_APP_ORIGINS = ['https://app.contentful.com', 'https://app.eu.contentful.com'] as const;

/** The space's default locale, as the entry editor and `npm run contentful:setup` write fields. */
export const CONTENTFUL_LOCALE = 'en-US';

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

const isLoopbackHttp = (url: URL) => url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);

/**
 * A site served over plain HTTP on a loopback address (a local run, the tests) may also be
 * previewed by a page of its own machine on any port: a stand-in for the Contentful web app.
 */
export const isLocalSite = (siteUrl: string) => isLoopbackHttp(new URL(siteUrl));

export function isLoopbackOrigin(origin: string): boolean {
  try {
    return isLoopbackHttp(new URL(origin));
  } catch {
    return false;
  }
}

/** The frame-ancestors sources of a draft response. */
export function draftFrameAncestors(siteUrl: string): string[] {
  const local = isLocalSite(siteUrl) ? [...LOOPBACK_HOSTS].map((host) => `http://${host}:*`) : [];
  return [...CONTENTFUL_APP_ORIGINS, ...local];
}

/** The attributes Live Preview's inspector mode reads (the SDK's InspectorModeDataAttributes). */
interface InspectorAttributes {
  'data-contentful-entry-id'?: string;
  'data-contentful-field-id'?: string;
}

/**
 * Spread on the element that shows an entry's field: in draft mode, a click on it in the preview pane
 * opens that field in the editor; for visitors, nothing.
 */
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
