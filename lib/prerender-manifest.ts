import 'server-only';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildFolder } from './build-folder';

interface PrerenderManifest {
  previewModeId: string | null;
  routes: string[];
}

let manifest: PrerenderManifest | undefined;

export function prerenderManifest(): PrerenderManifest {
  if (!manifest) {
    try {
      const file = join(process.cwd(), buildFolder(), 'prerender-manifest.json');
      const raw = JSON.parse(readFileSync(file, 'utf8')) as { preview?: { previewModeId?: string }; routes?: object };
      manifest = { previewModeId: raw.preview?.previewModeId ?? null, routes: Object.keys(raw.routes ?? {}) };
    } catch {
      manifest = { previewModeId: null, routes: [] };
    }
  }
  return manifest;
}
