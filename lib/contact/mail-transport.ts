import { createTransport } from 'nodemailer';
import { enquiryMail, type MailSettings } from './enquiry-mail';
import type { PendingMail } from './outbox';

export interface SmtpSettings extends MailSettings {
  url: string;
  timeoutMs: number;
}

/** A server that does not answer within the timeout counts as down; the outbox tries again later. */
export function smtpDelivery(settings: SmtpSettings): { deliver: (mail: PendingMail) => Promise<void>; close: () => void } {
  const transport = createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  return {
    deliver: async (mail) => {
      await transport.sendMail(enquiryMail(mail.id, mail.enquiry, settings));
    },
    close: () => transport.close(),
  };
}
