import { execFile } from 'node:child_process';
import { isLoopbackHost } from './env';

// The check runs as scripts/launch-check.mjs in its own process: next.config.ts cannot import the server modules it needs.

export function isPublicOrigin(siteUrl: string): boolean {
  const { hostname, host } = new URL(siteUrl);
  return !(isLoopbackHost(host) || hostname === 'localhost' || hostname.endsWith('.localhost'));
}

export interface LaunchCheckRun {
  /** 0: no sample content; 1: some (listed in `output`); 3: none, but entries the site leaves out; else: could not tell. */
  code: number;
  output: string;
}

export function runLaunchCheck(script: string): Promise<LaunchCheckRun> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { env: process.env, maxBuffer: 1024 * 1024 }, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === 'number' ? error.code : 2) : 0;
      resolve({ code, output: `${stdout}${stderr}`.trim() });
    });
  });
}

export const SAMPLE_OPT_IN = 'ALLOW_SAMPLE_CONTENT=true';
const ENTRIES_LEFT_OUT = 3;

// Next reads its config more than once in a build (and in some of its workers); one check a process is enough.
const passed = new Set<string>();

const WORDS = {
  build: { done: 'built', refused: (siteUrl: string) => `The build for ${siteUrl} stops here`, anyway: 'build it anyway' },
  start: { done: 'started', refused: (siteUrl: string) => `The server for ${siteUrl} does not start`, anyway: 'start it anyway' },
};

// A server whose check cannot tell (Contentful not answering) starts anyway: refusing would take the site down.
export async function sampleContentGate(options: {
  siteUrl: string;
  allowSamples: boolean;
  script: string;
  warn: (message: string) => void;
  on: keyof typeof WORDS;
  run?: typeof runLaunchCheck;
}): Promise<void> {
  const { siteUrl, allowSamples, script, warn, on, run = runLaunchCheck } = options;
  const words = WORDS[on];
  if (!isPublicOrigin(siteUrl) || passed.has(siteUrl)) return;
  if (allowSamples) {
    warn(
      `${SAMPLE_OPT_IN}: ${siteUrl} is ${words.done} without the launch check, so it may show sample content (npm run launch-check lists it). For a staging site only.`,
    );
    passed.add(siteUrl);
    return;
  }
  const { code, output } = await run(script);
  if (code === 0) {
    passed.add(siteUrl);
    return;
  }
  // Entries the site leaves out hide nothing false; the owner is told which, and the site goes ahead without them.
  if (code === ENTRIES_LEFT_OUT) {
    warn(`${output}\n\n${siteUrl} is ${words.done} without these entries until they are whole.`);
    passed.add(siteUrl);
    return;
  }
  if (on === 'start' && code !== 1) {
    warn(
      `${output}\n\nThe launch check could not tell whether ${siteUrl} shows sample content; the server starts anyway. Run npm run launch-check once it can.`,
    );
    return;
  }
  throw new Error(
    `${output}\n\n${words.refused(siteUrl)} so that no sample content goes live. For a staging site, set ${SAMPLE_OPT_IN} to ${words.anyway}.`,
  );
}
