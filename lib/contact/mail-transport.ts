import { createTransport } from 'nodemailer';
import { enquiryMail, type MailSettings } from './enquiry-mail';
import { UnconfirmedDelivery, type PendingMail } from './outbox';

interface SmtpSettings extends MailSettings {
  url: string;
  timeoutMs: number;
  /** For the copy to the second address: a note on top, and a Message-ID of its own. */
  overdueNote?: (mail: PendingMail) => string;
}

/**
 * A server that does not answer within the timeout counts as down; the outbox tries again later. A server that had the
 * whole message and then said nothing may have taken it: that failure is told apart, so the outbox repeats it once.
 */
export function smtpDelivery(settings: SmtpSettings): { deliver: (mail: PendingMail) => Promise<void>; close: () => void } {
  const transport = createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  /** Message-IDs whose whole message went to the server in the attempt under way. */
  const handedOver = new Set<string>();
  transport.use('stream', (mail, done) => {
    const messageId = String(mail.data.messageId);
    mail.message.processFunc((message) => {
      message.once('end', () => handedOver.add(messageId));
      return message;
    });
    done();
  });
  return {
    deliver: async (mail) => {
      const overdue = settings.overdueNote?.(mail);
      const message = enquiryMail(overdue ? `${mail.id}-overdue` : mail.id, mail.enquiry, settings, {
        diskError: mail.diskError,
        overdue,
      });
      const messageId = String(message.messageId);
      handedOver.delete(messageId);
      try {
        await transport.sendMail(message);
      } catch (error) {
        // A reply, even a refusal, is an answer: only silence after the whole message leaves it in doubt.
        const answered = typeof (error as { responseCode?: unknown }).responseCode === 'number';
        throw handedOver.has(messageId) && !answered ? new UnconfirmedDelivery(error) : error;
      } finally {
        handedOver.delete(messageId);
      }
    },
    close: () => transport.close(),
  };
}
