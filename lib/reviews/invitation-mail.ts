import type { SendMailOptions } from 'nodemailer';
import { site } from '../../content/site';

// Plain Node: `npm run reviews -- invite` sends this mail too.

export interface InvitationMailOptions {
  name: string;
  filmTitle?: string;
  link: string;
  /** Milliseconds since the epoch. */
  expiresAt: number;
  to: string;
  from: string;
  /** The owner (SMTP_TO): the client's reply goes there. */
  replyTo?: string;
  bcc?: string;
  messageId?: string;
}

export function invitationMail(options: InvitationMailOptions): SendMailOptions {
  const { name, filmTitle, link, expiresAt } = options;
  const until = new Date(expiresAt).toLocaleDateString('en-GB', { dateStyle: 'long', timeZone: 'Europe/London' });
  return {
    from: { name: site.owner, address: options.from },
    ...(options.replyTo ? { replyTo: options.replyTo } : {}),
    to: options.to,
    ...(options.bcc ? { bcc: options.bcc } : {}),
    ...(options.messageId ? { messageId: options.messageId } : {}),
    subject: `A few words about ${filmTitle ?? `working with ${site.name}`}?`,
    text: [
      `Hello ${name},`,
      '',
      `Thank you for working with me${filmTitle ? ` on ${filmTitle}` : ''}. Would you write a few words about it for the ${site.name} website? It takes a minute:`,
      '',
      link,
      '',
      `Nothing appears on the site without your permission, which the form asks for. The link is yours alone and works once, until ${until}.`,
      '',
      site.owner,
      '',
    ].join('\n'),
  };
}
