import { createTransport, type SendMailOptions } from 'nodemailer';
import { enquiryMail, type MailSettings } from './enquiry-mail';
import { UnconfirmedDelivery, type PendingMail } from './outbox';

interface SmtpSettings extends MailSettings {
  url: string;
  timeoutMs: number;
  overdueNote?: (mail: PendingMail) => string;
  /** Another kind of mail through the same outbox and transport (a client's review); an enquiry's by default. */
  compose?: (mail: PendingMail) => SendMailOptions;
}

// A server silent after taking the whole message may have kept it: that failure is told apart, so the outbox repeats it once.
export function smtpDelivery(settings: SmtpSettings): { deliver: (mail: PendingMail) => Promise<void>; close: () => void } {
  const transport = createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
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
      const message =
        settings.compose?.(mail) ??
        enquiryMail(overdue ? `${mail.id}-overdue` : mail.id, mail.enquiry, settings, {
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
