import { services } from '@/content/services';
import { env } from '@/lib/env';
import { sitemapContent, sitemapPages } from '@/lib/sitemap-pages';
import { briefChoices, locationOptions, projectTypes } from './brief-content';
import { parseBriefKey } from './brief-key';
import { enquiryStoreFor } from './enquiry-store';
import { smtpDelivery } from './mail-transport';
import { monthlyReportMailer, type MonthlyReportMailer, type MonthlyReportMailerSettings } from './monthly-report-mail';
import { Outbox, outboxDirFor } from './outbox';
import { currentPriceTable } from './price-table';
import { createEnquiryLimiter } from './rate-limit';
import type { ReceiverOptions } from './receiver';
import { reportLink } from './report-link';
import { siteLinkSecret } from './thanks-secret';

const SERVICES = Symbol.for('kestrel.contact.receiverServices');
const MONTHLY = Symbol.for('kestrel.contact.monthlyReport');

/** What every form of the site posts under: its own pages only, its proxies, and a budget of its own. */
export const siteFormRules = (form: 'enquiry' | 'review') => ({
  limiter: createEnquiryLimiter({
    form,
    points: env.CONTACT_RATE_LIMIT,
    windowSeconds: env.CONTACT_RATE_LIMIT_WINDOW,
    redisUrl: env.REDIS_URL,
  }),
  trustedProxies: env.CONTACT_TRUSTED_PROXIES,
  siteOrigins: [new URL(env.SITE_URL).origin],
});

/** On globalThis because the route and instrumentation.ts are bundled separately and must share one outbox and count. */
export function contactReceiverServices(): ReceiverOptions {
  const state = globalThis as { [SERVICES]?: ReceiverOptions };
  state[SERVICES] ??= {
    store: enquiryStoreFor(env.CONTACT_ENQUIRIES_FILE),
    outbox: mailOutbox(),
    ...siteFormRules('enquiry'),
    projectTypes: projectTypes(),
    thanksSecret: siteLinkSecret,
    brief: {
      isBriefKey: (key) => parseBriefKey(key, briefChoices()) !== undefined,
      locations: locationOptions(),
      priceTable: currentPriceTable,
      origins: [new URL(env.SITE_URL).origin],
      content: async () => {
        const { knownPublishedProjects } = await import('@/lib/contentful/portfolio');
        const { lookUpPostKey } = await import('@/lib/contentful/known-posts');
        const { isOlderListPage } = await import('@/lib/blog/list-page-guard');
        const projects = await knownPublishedProjects();
        return {
          services,
          projects,
          pages: sitemapPages([], sitemapContent(projects)).map((page) => page.path),
          isPost: async (key) => (await lookUpPostKey(key)) === 'post',
          isOlderListPage,
        };
      },
    },
  };
  return state[SERVICES];
}

export async function startContactReceiver(): Promise<void> {
  const { outbox } = contactReceiverServices();
  if (!(outbox instanceof Outbox)) return;
  // A folder that cannot be read must not keep the site from starting; new mails still queue.
  await outbox.start().catch((error) => console.error('[contact] could not read the mail outbox', error));
  await monthlyReport()
    ?.start()
    .catch((error) => console.error('[contact] could not start the monthly enquiries mail', error));
}

/** The month's mail, one a process (on globalThis for the same reason as the receiver's services); none without mail. */
export function monthlyReport(): MonthlyReportMailer | undefined {
  const state = globalThis as { [MONTHLY]?: MonthlyReportMailer | null };
  if (state[MONTHLY] === undefined) {
    const settings = monthlyReportSettings();
    state[MONTHLY] = settings ? monthlyReportMailer(settings) : null;
  }
  return state[MONTHLY] ?? undefined;
}

export function monthlyReportSettings(): MonthlyReportMailerSettings | undefined {
  if (!env.CONTACT_MONTHLY_REPORT || !env.SMTP_URL || !env.SMTP_TO || !env.SMTP_FROM || env.CONTACT_FORM_ACTION) return undefined;
  return {
    enquiriesFile: env.CONTACT_ENQUIRIES_FILE,
    url: env.SMTP_URL,
    to: env.SMTP_TO,
    from: env.SMTP_FROM,
    messageIdDomain: new URL(env.SITE_URL).hostname,
    timeoutMs: env.SMTP_TIMEOUT_MS,
    retryMs: env.SMTP_RETRY_MS,
    retryMaxMs: env.SMTP_RETRY_MAX_MS,
  };
}

function mailOutbox(): Outbox | undefined {
  if (!env.SMTP_URL || !env.SMTP_TO || !env.SMTP_FROM || env.CONTACT_FORM_ACTION) return undefined;
  const delivery = smtpDelivery({
    url: env.SMTP_URL,
    to: env.SMTP_TO,
    from: env.SMTP_FROM,
    messageIdDomain: new URL(env.SITE_URL).hostname,
    timeoutMs: env.SMTP_TIMEOUT_MS,
    reportLink: monthlyReportSettings() ? async () => reportLink(env.SITE_URL, await siteLinkSecret()) : undefined,
  });
  const second = env.CONTACT_OUTBOX_WARN_TO
    ? smtpDelivery({
        url: env.SMTP_URL,
        to: env.CONTACT_OUTBOX_WARN_TO,
        from: env.SMTP_FROM,
        messageIdDomain: new URL(env.SITE_URL).hostname,
        timeoutMs: env.SMTP_TIMEOUT_MS,
        overdueNote: (mail) =>
          `Note from the website: this enquiry's e-mail to ${env.SMTP_TO} has not gone through since ${mail.enquiry.receivedAt}${mail.lastError ? ` (${mail.lastError})` : ''}. The website keeps trying; this copy comes to the second address once.`,
      })
    : undefined;
  return new Outbox({
    dir: outboxDirFor(env.CONTACT_ENQUIRIES_FILE),
    storeFile: env.CONTACT_ENQUIRIES_FILE,
    deliver: delivery.deliver,
    retryMs: env.SMTP_RETRY_MS,
    retryMaxMs: env.SMTP_RETRY_MAX_MS,
    overdue: { afterMs: env.CONTACT_OUTBOX_WARN_HOURS * 3_600_000, notify: second && ((mail) => second.deliver(mail)) },
  });
}
