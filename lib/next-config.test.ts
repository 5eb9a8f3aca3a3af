import { existsSync } from 'node:fs';
import type { NextConfig } from 'next';
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from 'next/constants';

/** next.config.ts as `next build` or `next start` reads it, with REDIS_URL set or not. */
async function configWith(redisUrl: string | undefined, phase: string): Promise<NextConfig> {
  const saved = process.env.REDIS_URL;
  if (redisUrl === undefined) delete process.env.REDIS_URL;
  else process.env.REDIS_URL = redisUrl;
  try {
    let config: NextConfig | undefined;
    await jest.isolateModulesAsync(async () => {
      config = await (await import('../next.config')).default(phase);
    });
    return config!;
  } finally {
    if (saved === undefined) delete process.env.REDIS_URL;
    else process.env.REDIS_URL = saved;
  }
}

describe('the shared cache in next.config.ts', () => {
  it('is not configured without REDIS_URL: the config is the single-instance one, empty or unset alike', async () => {
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
