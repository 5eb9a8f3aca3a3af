import { monthlyReport } from '@/lib/contact/receiver-services';
import { sendReportRequest, showReportRequest, type ReportRequestOptions } from '@/lib/contact/report-request';
import { siteLinkSecret } from '@/lib/contact/thanks-secret';

export const dynamic = 'force-dynamic';

const options = (): ReportRequestOptions => {
  const mailer = monthlyReport();
  return { secret: siteLinkSecret, ask: mailer && (() => mailer.ask()) };
};

export function GET(request: Request): Promise<Response> {
  return showReportRequest(request, options());
}

export function POST(request: Request): Promise<Response> {
  return sendReportRequest(request, options());
}
