import { readSignedToken, signToken } from '../link-token';

// Every enquiry mail carries a link that asks for the month's enquiries so far. Opening it only shows a button, so a
// mail scanner following links sends nothing; the button posts the token back.

export const ENQUIRIES_REPORT_PATH = '/api/enquiries-report';
export const REPORT_LINK_DAYS = 90;
const PURPOSE = 'enquiries report';

export function reportLink(siteUrl: string, secret: string, now = Date.now()): string {
  const token = signToken(PURPOSE, {}, now + REPORT_LINK_DAYS * 86_400_000, secret);
  const url = new URL(ENQUIRIES_REPORT_PATH, siteUrl);
  url.searchParams.set('link', token);
  return url.href;
}

export function reportLinkState(token: unknown, secret: string, now = Date.now()): 'valid' | 'expired' | 'invalid' {
  if (typeof token !== 'string' || token.length > 200) return 'invalid';
  const reading = readSignedToken(PURPOSE, token, secret, now);
  return reading.ok ? 'valid' : reading.reason;
}
