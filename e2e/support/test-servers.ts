import { startContentfulStandIn } from '../servers/contentful';
import { startFormService } from '../servers/form-service';
import type { RunningServer } from '../servers/running-server';
import { startSmtpStandIn } from '../servers/smtp';

type Starter = () => Promise<RunningServer>;

const starters: Starter[] = [() => startContentfulStandIn(), startFormService, startSmtpStandIn];

/**
 * Local stand-ins for the outside services the site talks to, started before the
 * builds (a build reads the blog) and stopped after the last test.
 */
export async function startTestServers(): Promise<RunningServer[]> {
  const running: RunningServer[] = [];
  for (const start of starters) running.push(await start());
  return running;
}
