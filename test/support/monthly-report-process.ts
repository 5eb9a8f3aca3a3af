import { monthlyReportMailer } from '@/lib/contact/monthly-report-mail';

// One site process's monthly enquiries mail over SITE_PROCESS_FILE, its clock stopped at MONTHLY_REPORT_NOW: tests
// start several on one folder, as instances and restarts of the site would run it.

const now = Date.parse(process.env.MONTHLY_REPORT_NOW!);
const mailer = monthlyReportMailer({
  enquiriesFile: process.env.SITE_PROCESS_FILE!,
  url: process.env.SITE_PROCESS_SMTP_URL!,
  to: 'studio@example.com',
  from: 'website@example.com',
  messageIdDomain: 'kestrel.test',
  timeoutMs: 2000,
  retryMs: 30,
  retryMaxMs: 120,
  checkMs: 50,
  now: () => now,
});

process.on('message', async (request: { type: 'stop' | 'ask' }) => {
  if (request.type === 'ask') {
    process.send!({ type: (await mailer.ask()) ? 'asked' : 'busy' });
    return;
  }
  if (request.type !== 'stop') return;
  await mailer.close();
  process.send!({ type: 'stopped' });
  process.disconnect();
});

void mailer.start().then(() => process.send!({ type: 'ready' }));
