import { readFormBody } from './read-form-body';
import { receiverResponse, type ReceiverPageInput } from './receiver-page';
import { ENQUIRIES_REPORT_PATH, reportLinkState } from './report-link';

export interface ReportRequestOptions {
  secret(): Promise<string>;
  /** Queues the month-so-far mail; false when it could not be decided now. None without mail set up. */
  ask?: () => Promise<boolean>;
  now?: () => number;
}

const HOME = { href: '/', label: 'Go to the home page' };
/** The link's token alone: the rest of the body is not read. */
const MAX_REQUEST_BYTES = 4 * 1024;

const askButton = (token: string) => ({
  back: { href: ENQUIRIES_REPORT_PATH, label: 'E-mail them to me' },
  post: { link: token },
});

const page = (status: number, content: Omit<ReceiverPageInput, 'forOwner'>) =>
  receiverResponse(status, { back: HOME, ...content, forOwner: true }, { 'Referrer-Policy': 'no-referrer' });

const NOT_A_LINK = {
  title: 'This link does not ask for anything',
  intro:
    'The address is not one the website put in an enquiry e-mail, or it was cut short. Use the link at the end of the latest enquiry e-mail.',
};
const EXPIRED = {
  title: 'This link has expired',
  intro: 'Links to the month’s enquiries last 90 days. Use the link at the end of a more recent enquiry e-mail.',
};
const NO_MAIL = {
  title: 'The website cannot send e-mail',
  intro: 'Mail is not set up on the website, so it cannot send the month’s enquiries. The enquiries are kept on the server.',
};

async function linkProblem(token: unknown, options: ReportRequestOptions): Promise<Response | undefined> {
  const state = reportLinkState(token, await options.secret(), options.now?.());
  if (state === 'invalid') return page(404, NOT_A_LINK);
  if (state === 'expired') return page(410, EXPIRED);
  return options.ask ? undefined : page(503, NO_MAIL);
}

/** Opening the link shows a button and sends nothing: mail scanners open the links of the mails they read. */
export async function showReportRequest(request: Request, options: ReportRequestOptions): Promise<Response> {
  const token = new URL(request.url).searchParams.get('link');
  return (
    (await linkProblem(token, options)) ??
    page(200, {
      title: 'This month’s enquiries so far',
      intro:
        'The website can e-mail you this month’s enquiries so far: how many, by project type and budget, the pages that led to them, the replies still owed, and the list as a spreadsheet (CSV).',
      ...askButton(token!),
    })
  );
}

export async function sendReportRequest(request: Request, options: ReportRequestOptions): Promise<Response> {
  const body = await readFormBody(request, MAX_REQUEST_BYTES);
  const token = body.ok ? body.form.get('link') : undefined;
  const problem = await linkProblem(token, options);
  if (problem) return problem;
  let queued = false;
  try {
    queued = await options.ask!();
  } catch (error) {
    console.error('[contact] could not make the enquiries mail asked for', error);
  }
  if (!queued)
    return page(503, {
      title: 'Please try again in a minute',
      intro: 'The website could not make the e-mail just now. Nothing was sent; use the button again in a minute.',
      ...askButton(String(token)),
    });
  return page(200, {
    title: 'On its way',
    intro:
      'The month’s enquiries so far are on their way to your inbox. Asking again within a quarter of an hour sends nothing more.',
  });
}
