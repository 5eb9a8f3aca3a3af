import { execFileSync } from 'node:child_process';

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
  const script = `
    const net = require('node:net');
    const preferred = JSON.parse(process.argv[1]);
    const held = [];
    const listen = (port) => new Promise((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(listen(0)));
      server.listen(port, '127.0.0.1', () => { held.push(server); resolve(server.address().port); });
    });
    (async () => {
      const ports = [];
      for (const port of preferred) ports.push(await listen(port));
      held.forEach((server) => server.close());
      process.stdout.write(JSON.stringify(ports));
    })();`;
  const preferred = NAMES.map((_, index) => PREFERRED_BASE + index);
  const picked = JSON.parse(
    execFileSync(process.execPath, ['-e', script, JSON.stringify(preferred)], { encoding: 'utf8' }),
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
