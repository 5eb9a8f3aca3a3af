import { signToken } from '../link-token';
import { ENQUIRIES_REPORT_PATH, REPORT_LINK_DAYS, reportLink, reportLinkState } from './report-link';
import { sendReportRequest, showReportRequest } from './report-request';

const SECRET = 'a secret of the site used only by this test';
const NOW = Date.parse('2026-06-15T10:00:00.000Z');
const DAY = 86_400_000;

const linkToken = (now = NOW) => new URL(reportLink('https://kestrel.test', SECRET, now)).searchParams.get('link')!;
const opened = (token: string) => new Request(`https://kestrel.test${ENQUIRIES_REPORT_PATH}?link=${encodeURIComponent(token)}`);
const posted = (body: string, type = 'application/x-www-form-urlencoded') =>
  new Request(`https://kestrel.test${ENQUIRIES_REPORT_PATH}`, { method: 'POST', body, headers: { 'content-type': type } });

function site(answer: boolean | Error = true) {
  const ask = jest.fn(() => (answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)));
  return { ask, options: { secret: () => Promise.resolve(SECRET), ask, now: () => NOW } };
}

describe('the link to the month’s enquiries so far', () => {
  it('is the site’s address with a token only this secret makes, lasting the stated days', () => {
    const link = reportLink('https://kestrel.test/', SECRET, NOW);
    expect(link.startsWith(`https://kestrel.test${ENQUIRIES_REPORT_PATH}?link=`)).toBe(true);
    const token = linkToken();
    expect(reportLinkState(token, SECRET, NOW + (REPORT_LINK_DAYS - 1) * DAY)).toBe('valid');
    expect(reportLinkState(token, SECRET, NOW + REPORT_LINK_DAYS * DAY)).toBe('expired');
    expect(reportLinkState(token, 'another secret', NOW)).toBe('invalid');
    expect(reportLinkState(`${token}a`, SECRET, NOW)).toBe('invalid');
    expect(reportLinkState(token.toUpperCase(), SECRET, NOW)).toBe('invalid');
    expect(reportLinkState(undefined, SECRET, NOW)).toBe('invalid');
    expect(reportLinkState('x'.repeat(5000), SECRET, NOW)).toBe('invalid');
  });

  it('is not any other token of the site, such as a review link', () => {
    const review = signToken('review link', { id: 'abc' }, NOW + DAY, SECRET);
    expect(reportLinkState(review, SECRET, NOW)).toBe('invalid');
  });
});

describe('opening the link', () => {
  it('shows a button that posts the link back, and sends nothing', async () => {
    const { ask, options } = site();
    const response = await showReportRequest(opened(linkToken()), options);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const html = await response.text();
    expect(html).toContain(`<form method="post" action="${ENQUIRIES_REPORT_PATH}">`);
    expect(html).toContain(`<input type="hidden" name="link" value="${linkToken()}">`);
    expect(html).toContain('<button class="back" type="submit">E-mail them to me</button>');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('mailto:');
    expect(ask).not.toHaveBeenCalled();
  });

  it('answers a made-up link 404, an expired one 410, and says so when the site has no mail', async () => {
    const { options } = site();
    expect((await showReportRequest(opened('abc.def'), options)).status).toBe(404);
    expect((await showReportRequest(new Request(`https://kestrel.test${ENQUIRIES_REPORT_PATH}`), options)).status).toBe(404);
    const old = linkToken(NOW - REPORT_LINK_DAYS * DAY - 1);
    const expired = await showReportRequest(opened(old), options);
    expect(expired.status).toBe(410);
    expect(await expired.text()).toContain('This link has expired');
    const noMail = await showReportRequest(opened(linkToken()), { ...options, ask: undefined });
    expect(noMail.status).toBe(503);
    expect(await noMail.text()).toContain('The website cannot send e-mail');
  });
});

describe('pressing the button', () => {
  it('asks for the mail once per press with a valid link, and says it is on its way', async () => {
    const { ask, options } = site();
    const response = await sendReportRequest(posted(`link=${linkToken()}`), options);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('On its way');
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('sends nothing for a missing, made-up, expired or oversized link, or a body that is no form', async () => {
    const { ask, options } = site();
    for (const [request, status] of [
      [posted(''), 404],
      [posted('link=abc.def'), 404],
      [posted(`link=${linkToken(NOW - REPORT_LINK_DAYS * DAY - 1)}`), 410],
      [posted(`link=${linkToken()}&pad=${'x'.repeat(8000)}`), 404],
      [posted(JSON.stringify({ link: linkToken() }), 'application/json'), 404],
    ] as const)
      expect((await sendReportRequest(request, options)).status).toBe(status);
    expect(ask).not.toHaveBeenCalled();
  });

  it('says to try again, keeping the button, when the mail cannot be made now', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const answer of [false, new Error('disk full')]) {
      const { options } = site(answer);
      const response = await sendReportRequest(posted(`link=${linkToken()}`), options);
      expect(response.status).toBe(503);
      const html = await response.text();
      expect(html).toContain('Please try again in a minute');
      expect(html).toContain(`value="${linkToken()}"`);
    }
  });
});
