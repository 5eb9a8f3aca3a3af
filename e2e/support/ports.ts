import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Ports for the servers under test, picked once by the runner and handed to the
 * workers through the environment. Each name prefers a fixed port (so a reused build
 * keeps its SITE_URL) and falls back to any free one.
 */
const NAMES = ['main', 'defaults', 'cms', 'form', 'offline', 'smtp', 'live'] as const;
export type PortName = (typeof NAMES)[number];
// Below Linux's ephemeral range (32768–60999), where outgoing connections would take ports from under the servers.
const PREFERRED_BASE = 27310;

function pickPorts(): Record<PortName, number> {
  // In a child process: the configuration is read synchronously, and the ports are found asynchronously.
  const script = `
    import { holdPort } from ${JSON.stringify(pathToFileURL(path.join(__dirname, '../../scripts/net.mjs')).href)};
    const held = [];
    for (const port of JSON.parse(process.argv[1])) held.push(await holdPort(port));
    await Promise.all(held.map((entry) => entry.release()));
    process.stdout.write(JSON.stringify(held.map((entry) => entry.port)));`;
  const preferred = NAMES.map((_, index) => PREFERRED_BASE + index);
  const picked = JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(preferred)], { encoding: 'utf8' }),
  ) as number[];
  return Object.fromEntries(NAMES.map((name, index) => [name, picked[index]])) as Record<PortName, number>;
}

// Names missing from a given E2E_PORTS (set before a name was added) get picked ports too.
const given = process.env.E2E_PORTS ? (JSON.parse(process.env.E2E_PORTS) as Partial<Record<PortName, number>>) : {};
if (NAMES.some((name) => given[name] === undefined)) {
  const picked = pickPorts();
  const taken = new Set(Object.values(given));
  for (const name of NAMES) {
    if (given[name] !== undefined) continue;
    if (taken.has(picked[name])) throw new Error(`E2E_PORTS: no free port for ${name}; add it to E2E_PORTS`);
    given[name] = picked[name];
  }
  process.env.E2E_PORTS = JSON.stringify(given);
}

export const ports = given as Record<PortName, number>;

export const origin = (port: number) => `http://127.0.0.1:${port}`;
