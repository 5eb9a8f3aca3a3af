import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  port: number;
  messages: { raw: string; to: string[] }[];
  stop(): Promise<void>;
}

export const SMTP_TEST_LOGIN = { user: 'kestrel', pass: 'smtp-test-password' };

export async function startSmtpInbox({
  port = 0,
  onMessage,
}: { port?: number; onMessage?: (raw: string) => void | Promise<void> } = {}): Promise<SmtpInbox> {
  const messages: SmtpInbox['messages'] = [];
  const server = new SMTPServer({
    // Plain SMTP on the loopback: no certificate to make, the login still checked.
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    // Stopping waits at most this long for clients (a pooled sender may keep one open).
    closeTimeout: 500,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_LOGIN.user && auth.password === SMTP_TEST_LOGIN.pass)
        callback(null, { user: auth.username });
      else callback(new Error('Invalid login'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        messages.push({ raw, to: session.envelope.rcptTo.map((recipient) => recipient.address) });
        try {
          await onMessage?.(raw);
          callback();
        } catch (error) {
          callback(error as Error);
        }
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : port,
    messages,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export { freePort } from '../../scripts/net.mjs';
