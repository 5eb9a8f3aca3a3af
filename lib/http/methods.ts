import { CONTACT_RECEIVER_PATH } from '../contact-routes';
import { ENQUIRIES_REPORT_PATH } from '../contact/report-link';
import { REVIEW_RECEIVER_PATH } from '../reviews/routes';

export const API_ROUTE_METHODS: Readonly<Record<string, readonly string[]>> = {
  [CONTACT_RECEIVER_PATH]: ['POST'],
  [REVIEW_RECEIVER_PATH]: ['POST'],
  [ENQUIRIES_REPORT_PATH]: ['GET', 'HEAD', 'POST'],
  '/api/revalidate': ['POST'],
  '/api/draft': ['GET', 'HEAD'],
  '/api/draft/disable': ['GET', 'HEAD'],
};

const READ_METHODS = ['GET', 'HEAD', 'OPTIONS'] as const;

export const isApiPath = (pathname: string) => pathname === '/api' || pathname.startsWith('/api/');

export function allowedMethods(pathname: string): readonly string[] {
  if (!isApiPath(pathname)) return READ_METHODS;
  const methods = API_ROUTE_METHODS[pathname.replace(/\/+$/, '')];
  // Next answers OPTIONS for every route handler.
  return methods ? [...methods, 'OPTIONS'] : [];
}

/** Methods Next can route at all: for any other, it fails building a Request and answers 500. */
export const ROUTABLE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
