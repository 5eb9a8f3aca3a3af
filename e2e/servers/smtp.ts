import { mkdtempSync, rmSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTP_TEST_LOGIN, startSmtpInbox } from '../../test/support/smtp-inbox';
import { ports } from '../support/ports';
import type { RunningServer } from './running-server';

/**
 * A real SMTP server (smtp-server) standing in for the owner's mail provider. Each message
 * it takes is written whole (a temporary name, then renamed) as one .eml file into its own
 * temporary folder, which the tests read (e2e/support/mail.ts). The folder is chosen when the
 * configuration loads, so the test workers inherit it like E2E_PORTS.
 */
process.env.E2E_SMTP_INBOX ??= mkdtempSync(path.join(tmpdir(), 'kestrel-e2e-smtp-'));
export const SMTP_INBOX_DIR = process.env.E2E_SMTP_INBOX;

export const SMTP_SETTINGS = {
  SMTP_URL: `smtp://${SMTP_TEST_LOGIN.user}:${SMTP_TEST_LOGIN.pass}@127.0.0.1:${ports.smtp}`,
  SMTP_TO: 'studio@kestrel-films.example',
  SMTP_FROM: 'website@kestrel-films.example',
} as const;

export async function startSmtpStandIn(): Promise<RunningServer> {
  let count = 0;
  const inbox = await startSmtpInbox({
    port: ports.smtp,
    onMessage: async (raw) => {
      const name = `${Date.now()}-${++count}.eml`;
      await writeFile(path.join(SMTP_INBOX_DIR, `.${name}`), raw);
      await rename(path.join(SMTP_INBOX_DIR, `.${name}`), path.join(SMTP_INBOX_DIR, name));
    },
  });
  return {
    name: 'smtp',
    stop: async () => {
      await inbox.stop();
      rmSync(SMTP_INBOX_DIR, { recursive: true, force: true });
    },
  };
}
