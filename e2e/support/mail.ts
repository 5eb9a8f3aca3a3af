import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTP_INBOX_DIR } from '../servers/smtp';

const parsed = new Map<string, ParsedMail>();

/** Every message the SMTP stand-in has received so far, parsed (each file once). */
export async function receivedMails(): Promise<ParsedMail[]> {
  const names = (await readdir(SMTP_INBOX_DIR)).filter((name) => name.endsWith('.eml') && !name.startsWith('.'));
  for (const name of names) {
    if (!parsed.has(name)) parsed.set(name, await simpleParser(await readFile(path.join(SMTP_INBOX_DIR, name))));
  }
  return names.map((name) => parsed.get(name)!);
}

/** The received mails whose subject contains `marker` (a test's unique name). */
export async function mailsAbout(marker: string): Promise<ParsedMail[]> {
  return (await receivedMails()).filter((mail) => mail.subject?.includes(marker));
}
