import { fork, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { waitUntil } from '@/scripts/net.mjs';
import { freePort, SMTP_TEST_LOGIN, startSmtpInbox, type SmtpInbox } from './smtp-inbox';

/** Resolved once `check` holds, looked at every 20 ms; fails naming `what` after `timeout` ms. */
export const until = (check: () => boolean | Promise<boolean>, what: string, timeout = 20_000) =>
  waitUntil(what, check, { timeout, interval: 20 });

/** A script of test/support run as a child process with `env` added to this one's, its messages kept as they come. */
export class ForkedProcess<Reply extends { type: string }> {
  readonly child: ChildProcess;
  readonly replies: Reply[] = [];
  exited = false;

  constructor(
    private readonly script: string,
    env: Record<string, string>,
  ) {
    this.child = fork(path.join(process.cwd(), 'test/support/run-ts.mjs'), [`test/support/${script}`], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    this.child.on('message', (message: Reply) => this.replies.push(message));
    this.child.on('exit', () => (this.exited = true));
  }

  /** Its first reply of `ready`. Compiling the modules takes a while on a busy machine. */
  async ready() {
    const isReady = (reply: Reply) => reply.type === 'ready';
    await until(() => this.replies.some(isReady) || this.exited, `${this.script} to start`, 60_000);
    const reply = this.replies.find(isReady);
    if (!reply) throw new Error(`${this.script} exited before it was ready`);
    return reply as Extract<Reply, { type: 'ready' }>;
  }

  /** Resolved once the process has exited, `end` having asked it to. */
  protected ended(end: () => void) {
    if (this.exited) return Promise.resolve();
    const gone = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
    end();
    return gone;
  }

  /** Killed (kill -9), and resolved once it has exited. */
  kill() {
    return this.ended(() => this.child.kill('SIGKILL'));
  }
}

/**
 * For each test, a data folder of its own (`file`, its enquiries) and a real SMTP server on a free port (`inbox`, at
 * `smtpUrl`, `onMessage` answering each message); the processes `started` are killed after it.
 */
export function mailingProcessesEachTest<P extends { kill(): Promise<void> }>(
  prefix: string,
  onMessage?: (raw: string) => void | Promise<void>,
) {
  let dir = '';
  let smtpUrl = '';
  let inbox: SmtpInbox;
  const processes: P[] = [];
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
    const port = await freePort();
    smtpUrl = `smtp://${SMTP_TEST_LOGIN.user}:${SMTP_TEST_LOGIN.pass}@127.0.0.1:${port}`;
    inbox = await startSmtpInbox({ port, onMessage });
  });
  afterEach(async () => {
    // Each one's end awaited: a child still connected by its IPC channel keeps this test's worker from exiting.
    await Promise.all(processes.splice(0).map((child) => child.kill()));
    await inbox.stop();
    await rm(dir, { recursive: true, force: true });
  });
  return {
    get file() {
      return path.join(dir, 'enquiries.jsonl');
    },
    get smtpUrl() {
      return smtpUrl;
    },
    get inbox() {
      return inbox;
    },
    /** The processes started in this test, first first. */
    processes,
    started(child: P): P {
      processes.push(child);
      return child;
    },
  };
}
