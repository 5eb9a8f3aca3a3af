import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import sizes from '../scripts/media-sizes.json';

const HERO = sizes.hero;

// `npm run media -- <clip> --hero` on clips ffmpeg makes here: the loop's size, budget and playback in Chromium.

const root = path.resolve(__dirname, '..');

function probe(file: string) {
  const { streams } = JSON.parse(
    execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', file], { encoding: 'utf8' }),
  ) as { streams: { codec_type: string; codec_name: string; width?: number; height?: number }[] };
  const video = streams.find((stream) => stream.codec_type === 'video')!;
  return {
    codec: video.codec_name,
    width: video.width,
    height: video.height,
    audio: streams.some((s) => s.codec_type === 'audio'),
  };
}

const TYPES: Record<string, string> = { '.webm': 'video/webm', '.mp4': 'video/mp4' };

/** Serves the made files to one page from a made-up origin, so Chromium plays each as it would the site's. */
async function playInChromium(page: Page, folder: string, files: string[]) {
  await page.route('http://media.test/**', (route) => {
    const name = new URL(route.request().url()).pathname.slice(1);
    if (name === '') return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Loop</title>' });
    return route.fulfill({ contentType: TYPES[path.extname(name)], body: readFileSync(path.join(folder, name)) });
  });
  await page.goto('http://media.test/');
  const played: Record<string, unknown> = {};
  for (const file of files) {
    played[file] = await page.evaluate(async (src) => {
      const video = document.createElement('video');
      video.muted = true;
      video.loop = true;
      video.src = src;
      document.body.append(video);
      await video.play();
      await new Promise<void>((resolve) => {
        const check = () => (video.currentTime > 0.3 ? resolve() : requestAnimationFrame(check));
        check();
      });
      const result = { width: video.videoWidth, height: video.videoHeight, playing: !video.paused, loop: video.loop };
      video.remove();
      return result;
    }, `http://media.test/${file}`);
  }
  return played;
}

for (const shape of [
  { name: 'landscape', width: 1920, height: 1080 },
  { name: 'portrait', width: 1080, height: 1920 },
]) {
  test.describe(`the hero from a ${shape.name} clip`, () => {
    let folder: string;

    test.beforeAll(async () => {
      test.setTimeout(300_000);
      folder = mkdtempSync(path.join(os.tmpdir(), 'media-hero-'));
      execFileSync('ffmpeg', [
        ...['-hide_banner', '-loglevel', 'error'],
        ...['-f', 'lavfi', '-i', `testsrc2=size=${shape.width}x${shape.height}:rate=30:duration=3`],
        ...['-f', 'lavfi', '-i', 'sine=duration=3', '-shortest'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', path.join(folder, 'clip.mp4')],
      ]);
      execFileSync(process.execPath, [path.join(root, 'scripts/media.mjs'), 'clip.mp4', '--hero', '--length', '2'], {
        cwd: folder,
      });
    });

    test.afterAll(() => rmSync(folder, { recursive: true, force: true }));

    test('is a muted 16:9 loop in WebM and MP4 at the site’s size, each within the budget, and a poster at the site’s size', () => {
      const made = (file: string) => path.join(folder, 'public', file);
      const site = (file: string) => path.join(root, 'public', file);
      for (const [codec, file] of [
        ['vp9', HERO.files.webm],
        ['h264', HERO.files.mp4],
      ] as const) {
        const loop = probe(made(file));
        expect(loop).toEqual({ codec, width: HERO.video.width, height: HERO.video.height, audio: false });
        // The same frame size as the loop the site ships now.
        const shipped = probe(site(file));
        expect([loop.width, loop.height]).toEqual([shipped.width, shipped.height]);
        expect(statSync(made(file)).size).toBeLessThanOrEqual(HERO.budgetBytes);
      }
      const poster = probe(made(HERO.poster.file));
      const shippedPoster = probe(site(HERO.poster.file));
      expect(poster).toMatchObject({ codec: 'mjpeg', width: shippedPoster.width, height: shippedPoster.height });
    });

    test('plays and loops in Chromium (video/webm and video/mp4)', async ({ page }) => {
      const files = [HERO.files.webm, HERO.files.mp4];
      const played = await playInChromium(page, path.join(folder, 'public'), files);
      const expected = { width: HERO.video.width, height: HERO.video.height, playing: true, loop: true };
      expect(played).toEqual(Object.fromEntries(files.map((file) => [file, expected])));
    });
  });
}
