#!/usr/bin/env node
/**
 * Adds to package-lock.json the platform-specific optional packages (native builds of
 * Next.js, Tailwind's engine and the ESLint resolver for other operating systems and
 * CPUs) that the registry mirror of these build machines does not serve. `npm install`
 * there leaves them out of the lock file, and `npm ci` then refuses the lock file as out
 * of step with package.json. Each entry carries the os and cpu it is built for, so
 * `npm ci` skips it on every other platform, as it would with a lock file written
 * against the public registry. Run after `npm install` changes the lock file.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OSES = ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openharmony'];
const CPUS = ['arm64', 'x64', 'ia32', 'arm', 'loong64', 'ppc64', 'riscv64', 's390x'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  if (parts.includes('wasm32')) return { cpu: ['wasm32'] };
  const os = OSES.find((candidate) => parts.includes(candidate));
  const cpu = CPUS.find((candidate) => parts.includes(candidate));
  if (!os || !cpu) throw new Error(`cannot tell the platform of ${name}`);
  return { os: [os], cpu: [cpu] };
}

const file = new URL('../package-lock.json', import.meta.url);
const lock = JSON.parse(readFileSync(file, 'utf8'));
const present = new Set(Object.keys(lock.packages).map((key) => key.slice(key.lastIndexOf('node_modules/') + 13)));
const added = [];
for (const entry of Object.values(lock.packages)) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    if (present.has(name)) continue;
    lock.packages[`node_modules/${name}`] = {
      version: range.replace(/^[\^~=]/, ''),
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(name),
    };
    present.add(name);
    added.push(name);
  }
}
writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `added ${added.length} platform packages: ${added.join(', ')}` : 'lock file already complete');
