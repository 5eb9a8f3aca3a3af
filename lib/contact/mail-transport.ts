import { Transform } from 'node:stream';
import { createTransport, type SendMailOptions } from 'nodemailer';
import { enquiryMail, type MailSettings } from './enquiry-mail';
import { UnconfirmedDelivery, type HandOver, type PendingMail } from './outbox';

interface SmtpSettings extends MailSettings {
  url: string;
  timeoutMs: number;
  overdueNote?: (mail: PendingMail) => string;
  compose?: (mail: PendingMail) => SendMailOptions;
  reportLink?: () => Promise<string | undefined>;
}

// A server silent after taking the whole message may have kept it: that failure is told apart, so the outbox repeats it once.
export function smtpDelivery(settings: SmtpSettings): {
  deliver: (mail: PendingMail, handOver?: HandOver) => Promise<void>;
  close: () => void;
} {
  const transport = createTransport({
    url: settings.url,
    pool: true,
    maxConnections: 3,
    connectionTimeout: settings.timeoutMs,
    greetingTimeout: settings.timeoutMs,
    socketTimeout: settings.timeoutMs,
  });
  const handOvers = new Map<string, HandOver>();
  const handedOver = new Set<string>();
  transport.use('stream', (mail, done) => {
    const messageId = String(mail.data.messageId);
    // The final dot waits for the outbox's record of the hand-over: a crash before it leaves no uncounted copy.
    mail.message.processFunc((message) => {
      const gate = new Transform({
        transform: (chunk, _encoding, next) => next(null, chunk),
        flush: (finish) => {
          const handOver = handOvers.get(messageId) ?? (() => Promise.resolve());
          handOver().then(
            () => {
              handedOver.add(messageId);
              finish();
            },
            (error: unknown) => finish(error as Error),
          );
        },
      });
      message.once('error', (error) => gate.destroy(error));
      return message.pipe(gate);
    });
    done();
  });
  return {
    deliver: async (mail, handOver) => {
      const overdue = settings.overdueNote?.(mail);
      const message =
        settings.compose?.(mail) ??
        enquiryMail(overdue ? `${mail.id}-overdue` : mail.id, mail.enquiry, settings, {
          diskError: mail.diskError,
          overdue,
          reportLink: await settings.reportLink?.().catch(() => undefined),
        });
      const messageId = String(message.messageId);
      handedOver.delete(messageId);
      if (handOver) handOvers.set(messageId, handOver);
      try {
        await transport.sendMail(message);
      } catch (error) {
        // A reply, even a refusal, is an answer: only silence after the whole message leaves it in doubt.
        const answered = typeof (error as { responseCode?: unknown }).responseCode === 'number';
        throw handedOver.has(messageId) && !answered ? new UnconfirmedDelivery(error) : error;
      } finally {
        handedOver.delete(messageId);
        handOvers.delete(messageId);
      }
    },
    close: () => transport.close(),
  };
}
