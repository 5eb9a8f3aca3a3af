import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// What the unit tests of the Contentful reads share: a stand-in of the Delivery API on a port of its own, and a build
// folder of the test's own, where the last good reads and the types the space has held are kept.

/**
 * Starts the stand-in on a free port (other suites start theirs alongside, in other workers) and points the site's
 * Contentful settings at it, without retries. Call it before importing the modules that read lib/env.ts, which reads
 * the settings once, and before anything imports the stand-in: its port is read when it loads.
 */
export async function standInOnOwnPort(buildDir: string) {
  const { freePort } = await import('../../scripts/net.mjs');
  const port = await freePort();
  // Only the stand-in's port is used; the other names are set so that none is picked.
  const names = ['main', 'defaults', 'form', 'offline', 'smtp', 'live'];
  process.env.E2E_PORTS = JSON.stringify({
    cms: port,
    ...Object.fromEntries(names.map((name, index) => [name, port + 1 + index])),
  });
  const standIn = await import('../../e2e/servers/contentful');
  const server = await standIn.startContentfulStandIn(port);
  Object.assign(process.env, { ...standIn.standInSettings(), CONTENTFUL_RETRY_LIMIT: '0', NEXT_DIST_DIR: buildDir });
  return { standIn, server };
}

/** A build folder of the test's own, and the two ways a test makes the site forget what the space held. */
export function ownBuildFolder(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), `kestrel-${name}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  /** A server started again: what it remembers of the types the space has held is gone from its memory. */
  const forgetHeldTypes = () => {
    for (const key of Object.getOwnPropertySymbols(globalThis))
      if (key.description?.startsWith('kestrel.lastRead.held-types.')) delete (globalThis as Record<symbol, unknown>)[key];
  };
  /** A space this site never read: no type remembered as held, in memory or in the build output. */
  const neverRead = () => {
    forgetHeldTypes();
    remove();
  };
  return { dir, remove, forgetHeldTypes, neverRead };
}
