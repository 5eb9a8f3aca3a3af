// Next's image optimizer stores one file per spelling of an address, so only the plain spelling of a file gets through.

export const IMAGE_OPTIMIZER_PATH = '/_next/image';
export const IMAGE_QUALITY = 75;
export const IMAGE_FORMATS = ['image/avif', 'image/webp'] as const;

/** Next adds `dpl` to asset addresses when DEPLOYMENT_ID is set. */
const IMAGE_PARAMS = ['url', 'w', 'q', 'dpl'];

const PLAIN_IMAGE_PATH = /^(?:\/[a-z0-9][a-z0-9_-]*)+\/[a-z0-9][a-z0-9_.-]*\.(?:avif|gif|jpe?g|png|webp)$/;

export function imageRequestProblem(params: URLSearchParams, isPublicFile: (path: string) => boolean): string | null {
  const names = [...params.keys()];
  if (names.some((name) => !IMAGE_PARAMS.includes(name)) || new Set(names).size !== names.length) {
    return 'Only url, w, q and dpl, once each';
  }
  const url = params.get('url') ?? '';
  if (!PLAIN_IMAGE_PATH.test(url) || url.includes('..')) return 'url must be the plain address of an image of this site';
  if (!isPublicFile(url)) return 'No such image';
  return null;
}
