import { execFile, spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';
import { SETTING_NAMES } from './env';

const root = path.resolve(__dirname, '..');

/** next.config.ts as `next build` or `next start` reads it, with REDIS_URL set or not. */
async function configWith(redisUrl: string | undefined, phase: string): Promise<NextConfig> {
  const saved = process.env.REDIS_URL;
  if (redisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = redisUrl;
  try {
    let config: NextConfig | undefined;
    let failure: unknown;
    // A config that throws is caught inside: Jest keeps its isolated registry when the callback rejects.
    await jest.isolateModulesAsync(async () => {
      try {
        config = await (await import('../next.config')).default(phase);
      } catch (error) {
        failure = error;
      }
    });
    if (failure) throw failure;
    return config!;
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }
}

describe('the shared cache in next.config.ts', () => {
  it('is not configured without REDIS_URL, empty or unset alike: Next keeps its own cache', async () => {
    for (const phase of [PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER]) {
      for (const value of [undefined, '']) {
        const config = await configWith(value, phase);
        expect(config).not.toHaveProperty('cacheHandler');
        expect(config).not.toHaveProperty('cacheMaxMemorySize');
      }
    }
  });

  it('is used by `next start` with REDIS_URL, with no per-instance memory cache in front of it', async () => {
    const config = await configWith('redis://127.0.0.1:6379', PHASE_PRODUCTION_SERVER);
    expect(config.cacheHandler).toMatch(/cache-handler\.mjs$/);
    expect(existsSync(config.cacheHandler!)).toBe(true);
    expect(config.cacheMaxMemorySize).toBe(0);
  });

  it('is never used by the build, which needs no Redis', async () => {
    expect(await configWith('redis://127.0.0.1:6379', PHASE_PRODUCTION_BUILD)).not.toHaveProperty('cacheHandler');
  });
});

describe('a release named by DEPLOYMENT_ID', () => {
  async function configWithRelease(id: string | undefined): Promise<NextConfig> {
    const saved = process.env.DEPLOYMENT_ID;
    if (id === undefined) delete process.env.DEPLOYMENT_ID;
    else process.env.DEPLOYMENT_ID = id;
    try {
      return await configWith(undefined, PHASE_PRODUCTION_BUILD);
    } finally {
      if (saved === undefined) delete process.env.DEPLOYMENT_ID;
      else process.env.DEPLOYMENT_ID = saved;
    }
  }

  it('is Next’s deployment id and build id, so instances built apart serve one release', async () => {
    const config = await configWithRelease('release-42');
    expect(config.deploymentId).toBe('release-42');
    expect(await config.generateBuildId!()).toBe('release-42');
  });

  it('leaves both to Next when unset', async () => {
    const config = await configWithRelease(undefined);
    expect(config).not.toHaveProperty('deploymentId');
    expect(config).not.toHaveProperty('generateBuildId');
  });
});

describe('the image optimizer', () => {
  it('keeps a bounded disk cache and one quality', async () => {
    const { images } = await configWith(undefined, PHASE_PRODUCTION_SERVER);
    expect(images?.maximumDiskCacheSize).toBeGreaterThan(0);
    expect(images?.qualities).toHaveLength(1);
  });
});

describe('a build for a public SITE_URL', () => {
  const PUBLIC = 'https://www.kestrelfilms.example';
  /** Every setting cleared but these, so a developer's own environment cannot change what the build would publish. */
  const settingsOf = (settings: Record<string, string>) => ({
    ...Object.fromEntries(SETTING_NAMES.map((name) => [name, ''])),
    ...settings,
  });
  /** `npm run launch-check` with the same settings: what the build should stop on (code 1), or none (0). */
  const launchCheck = (settings: Record<string, string>) =>
    new Promise<{ code: number; list: string }>((resolve) => {
      execFile(
        process.execPath,
        [path.join(root, 'scripts/launch-check.mjs')],
        { env: { ...process.env, ...settingsOf(settings) } },
        (error, stdout) => resolve({ code: error ? Number(error.code) : 0, list: stdout.trim() }),
      );
    });

  async function buildConfigWith(settings: Record<string, string>, phase = PHASE_PRODUCTION_BUILD): Promise<NextConfig> {
    const saved = { ...process.env };
    Object.assign(process.env, settingsOf(settings));
    try {
      return await configWith(undefined, phase);
    } finally {
      for (const name of Object.keys(process.env)) if (!(name in saved)) delete process.env[name];
      Object.assign(process.env, saved);
    }
  }

  it('stops while the launch check lists samples, with its list and the setting for a staging site; else goes ahead', async () => {
    const expected = await launchCheck({ SITE_URL: PUBLIC });
    const config = buildConfigWith({ SITE_URL: PUBLIC });
    if (expected.code === 0) return expect(config).resolves.toHaveProperty('distDir');
    expect(expected.code).toBe(1);
    await expect(config).rejects.toThrow(expected.list);
    await expect(config).rejects.toThrow(/ALLOW_SAMPLE_CONTENT=true/);
  }, 120_000);

  it('goes ahead with ALLOW_SAMPLE_CONTENT=true, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const config = await buildConfigWith({ SITE_URL: PUBLIC, ALLOW_SAMPLE_CONTENT: 'true' });
      expect(config.distDir).toBeTruthy();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining('ALLOW_SAMPLE_CONTENT=true'));
    } finally {
      warn.mockRestore();
    }
  }, 120_000);

  it('leaves a build for this machine alone: the README’s first command, and the test builds', async () => {
    for (const SITE_URL of ['', 'http://localhost:3000', 'http://127.0.0.1:27310', 'http://[::1]:3000', 'http://site.localhost'])
      await expect(buildConfigWith({ SITE_URL })).resolves.toHaveProperty('distDir');
  }, 120_000);

  it('is refused by `next start` too, from a build made for this machine, unless ALLOW_SAMPLE_CONTENT=true', async () => {
    const expected = await launchCheck({ SITE_URL: PUBLIC });
    const server = buildConfigWith({ SITE_URL: PUBLIC }, PHASE_PRODUCTION_SERVER);
    if (expected.code === 0) return expect(server).resolves.toHaveProperty('distDir');
    await expect(server).rejects.toThrow(expected.list);
    await expect(server).rejects.toThrow(/does not start .* ALLOW_SAMPLE_CONTENT=true to start it anyway/);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const staging = await buildConfigWith({ SITE_URL: PUBLIC, ALLOW_SAMPLE_CONTENT: 'true' }, PHASE_PRODUCTION_SERVER);
      expect(staging.distDir).toBeTruthy();
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/ALLOW_SAMPLE_CONTENT=true: .* started without the launch check/));
    } finally {
      warn.mockRestore();
    }
  }, 120_000);

  describe('next build itself', () => {
    const distDir = '.next-launch-gate';
    const run = (settings: Record<string, string>, until?: RegExp) =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const build = spawn(path.join(root, 'node_modules/.bin/next'), ['build'], {
          cwd: root,
          detached: true,
          env: {
            ...process.env,
            ...settingsOf(settings),
            NEXT_DIST_DIR: distDir,
            NEXT_TELEMETRY_DISABLED: '1',
            NODE_ENV: 'production',
          },
        });
        let output = '';
        const read = (chunk: Buffer) => {
          output += chunk.toString();
          // Far enough: stop this build (and the processes it started) rather than compile the whole site.
          if (until?.test(output) && build.exitCode === null) process.kill(-build.pid!, 'SIGTERM');
        };
        build.stdout.on('data', read);
        build.stderr.on('data', read);
        build.on('close', (code) => resolve({ code, output }));
      });
    afterAll(() => rmSync(path.join(root, distDir), { recursive: true, force: true }));

    it('fails on sample content before it compiles anything, with the launch check’s list', async () => {
      const expected = await launchCheck({ SITE_URL: PUBLIC });
      // The owner's own site has none to fail on; its build is the test builds' (e2e/), and the next test's.
      if (expected.code === 0) return;
      const { code, output } = await run({ SITE_URL: PUBLIC });
      expect(code).not.toBe(0);
      expect(output).toContain(expected.list);
      expect(output).toContain('ALLOW_SAMPLE_CONTENT=true');
      expect(output).not.toMatch(/Creating an optimized production build/);
      expect(existsSync(path.join(root, distDir))).toBe(false);
    }, 180_000);

    it('gets past its configuration to compiling with ALLOW_SAMPLE_CONTENT=true', async () => {
      const { output } = await run({ SITE_URL: PUBLIC, ALLOW_SAMPLE_CONTENT: 'true' }, /Creating an optimized production build/);
      expect(output).toMatch(/Running next\.config\.ts took/);
      expect(output).toMatch(/Creating an optimized production build/);
    }, 180_000);
  });
});
