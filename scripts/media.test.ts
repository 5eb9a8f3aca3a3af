import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projects } from '@/content/projects';
import sizes from './media-sizes.json';

// Runs `npm run media` as the owner would, in a folder of its own, on clips ffmpeg makes here.

const script = path.join(__dirname, 'media.mjs');
const siteRoot = path.resolve(__dirname, '..');
let folder: string;

function media(args: string[]) {
  const result = spawnSync(process.execPath, [script, ...args], { cwd: folder, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** A test pattern with a tone, made by ffmpeg itself. */
function clip(
  name: string,
  { width, height, seconds }: { width: number; height: number; seconds: number },
  extra: string[] = [],
) {
  execFileSync('ffmpeg', [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...['-f', 'lavfi', '-i', `testsrc2=size=${width}x${height}:rate=24:duration=${seconds}`],
    ...['-f', 'lavfi', '-i', `sine=frequency=440:duration=${seconds}`],
    ...['-c:v', 'libx264', '-preset', 'ultrafast', '-c:a', 'aac', '-shortest', ...extra, path.join(folder, name)],
  ]);
  return name;
}

function probe(file: string) {
  const output = execFileSync(
    'ffprobe',
    ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', path.join(folder, file)],
    {
      encoding: 'utf8',
    },
  );
  const { streams, format } = JSON.parse(output) as {
    streams: { codec_type: string; codec_name: string; width?: number; height?: number }[];
    format: { format_name: string };
  };
  const video = streams.find((stream) => stream.codec_type === 'video')!;
  return { codec: video.codec_name, width: video.width, height: video.height, format: format.format_name, streams };
}

const posterOf = (orientation: 'landscape' | 'portrait') =>
  projects.find((project) => project.orientation === orientation)?.poster;

/** The poster made for `slug` is a JPEG of `size`, the size of the site's posters of that orientation. */
function expectPoster(slug: string, orientation: 'landscape' | 'portrait', size: { width: number; height: number }) {
  const poster = probe(`public/images/projects/${slug}.jpg`);
  expect(poster).toMatchObject({ codec: 'mjpeg', ...size });
  const site = posterOf(orientation);
  if (site) expect([poster.width, poster.height]).toEqual([site.width, site.height]);
}

beforeEach(() => {
  folder = mkdtempSync(path.join(os.tmpdir(), 'media-'));
});

afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run media -- <file> --project <slug>', () => {
  it('makes a landscape film’s poster as a 16:9 JPEG at the size the site’s posters have, where the site reads it', () => {
    const result = media([clip('landscape.mp4', { width: 1280, height: 720, seconds: 3 }), '--project', 'new-film']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expectPoster('new-film', 'landscape', { width: 1600, height: 900 });
    // The lines to paste into content/projects.ts: orientation, poster and the film's length.
    expect(result.stdout).toContain("orientation: 'landscape',");
    expect(result.stdout).toContain("poster: { src: '/images/projects/new-film.jpg'");
    expect(result.stdout).toContain('width: 1600, height: 900');
    expect(result.stdout).toContain('duration: 3,');
    expect(result.stdout).toContain('Source: 1280×720, 3.0 s');
  });

  it('makes a vertical film’s poster 9:16, and takes a phone’s sideways recording as vertical', () => {
    const result = media([clip('portrait.mp4', { width: 720, height: 1280, seconds: 2 }), '--project', 'tall-film', '--at', '1']);
    expect(result.status).toBe(0);
    expectPoster('tall-film', 'portrait', { width: 900, height: 1600 });
    expect(result.stdout).toContain("orientation: 'portrait',");

    // Phones store upright footage as a wide frame with a rotation.
    clip('flat.mp4', { width: 640, height: 360, seconds: 2 });
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-i',
      path.join(folder, 'flat.mp4'),
      '-c',
      'copy',
      '-metadata:s:v:0',
      'rotate=90',
      path.join(folder, 'phone.mp4'),
    ]);
    expect(media(['phone.mp4', '--project', 'phone-film']).status).toBe(0);
    expect(probe('public/images/projects/phone-film.jpg')).toMatchObject({ width: 900, height: 1600 });
  });

  it('takes the frame at the time asked for', () => {
    // Black for the first second, white after: a frame from 1.5 s is bright, one from 0.2 s is dark.
    execFileSync('ffmpeg', [
      ...['-loglevel', 'error', '-f', 'lavfi', '-i', 'color=black:size=640x360:rate=24:duration=1'],
      ...['-f', 'lavfi', '-i', 'color=white:size=640x360:rate=24:duration=1'],
      ...['-filter_complex', '[0][1]concat=n=2:v=1', '-c:v', 'libx264', '-preset', 'ultrafast', path.join(folder, 'cut.mp4')],
    ]);
    const brightness = (slug: string) =>
      Number(
        execFileSync(
          'ffprobe',
          [
            '-v',
            'error',
            '-f',
            'lavfi',
            '-i',
            `movie=${path.join(folder, `public/images/projects/${slug}.jpg`)},signalstats`,
            '-show_entries',
            'frame_tags=lavfi.signalstats.YAVG',
            '-of',
            'csv=p=0',
          ],
          { encoding: 'utf8' },
        ),
      );
    expect(media(['cut.mp4', '--project', 'late', '--at', '1.5']).status).toBe(0);
    expect(media(['cut.mp4', '--project', 'early', '--at', '0:00.2']).status).toBe(0);
    expect(brightness('late')).toBeGreaterThan(200);
    expect(brightness('early')).toBeLessThan(50);
  });

  it('never overwrites a poster without --force', () => {
    clip('landscape.mp4', { width: 640, height: 360, seconds: 2 });
    const poster = path.join(folder, 'public/images/projects/kept.jpg');
    mkdirSync(path.dirname(poster), { recursive: true });
    writeFileSync(poster, 'the owner’s poster');
    const refused = media(['landscape.mp4', '--project', 'kept']);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toContain('public/images/projects/kept.jpg already exists: add --force to replace it');
    expect(readFileSync(poster, 'utf8')).toBe('the owner’s poster');

    expect(media(['landscape.mp4', '--project', 'kept', '--force']).status).toBe(0);
    expect(probe('public/images/projects/kept.jpg')).toMatchObject({ codec: 'mjpeg', width: 1600, height: 900 });
  });
});

describe('npm run media -- <file> --still <image>', () => {
  it('replaces a stand-in image with a frame at that image’s own size and name', () => {
    const image = 'images/services/event-videography.jpg';
    mkdirSync(path.join(folder, 'public/images/services'), { recursive: true });
    copyFileSync(path.join(siteRoot, 'public', image), path.join(folder, 'public', image));
    const before = probe(`public/${image}`);
    clip('landscape.mp4', { width: 1280, height: 720, seconds: 2 });
    expect(media(['landscape.mp4', '--still', image]).stderr).toContain('add --force');
    const result = media(['landscape.mp4', '--still', image, '--force']);
    expect(result.status).toBe(0);
    expect(probe(`public/${image}`)).toMatchObject({ codec: 'mjpeg', width: before.width, height: before.height });
    expect(statSync(path.join(folder, 'public', image)).size).not.toBe(statSync(path.join(siteRoot, 'public', image)).size);
  });

  it('refuses an image the site does not have', () => {
    clip('landscape.mp4', { width: 640, height: 360, seconds: 2 });
    const result = media(['landscape.mp4', '--still', 'images/services/no-such-service.jpg', '--force']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('public/images/services/no-such-service.jpg is not an image of the site');
  });
});

describe('what npm run media refuses', () => {
  it('refuses a file that is not a video, with a clear message, and writes nothing', () => {
    writeFileSync(path.join(folder, 'notes.mp4'), 'not a film at all');
    execFileSync('ffmpeg', [
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc2=size=640x360',
      '-frames:v',
      '1',
      path.join(folder, 'photo.jpg'),
    ]);
    for (const file of ['notes.mp4', 'photo.jpg']) {
      for (const job of [['--project', 'a-film'], ['--hero']]) {
        const result = media([file, ...job]);
        expect(result.status).toBe(2);
        expect(result.stderr).toMatch(new RegExp(`^media: ${file.replace('.', '\\.')} is not a video`));
      }
    }
    expect(() => statSync(path.join(folder, 'public'))).toThrow();
  });

  it('refuses a missing file, a time past the end, and a call without one job', () => {
    clip('short.mp4', { width: 640, height: 360, seconds: 2 });
    expect(media(['missing.mp4', '--hero']).stderr).toContain('missing.mp4 does not exist');
    expect(media(['short.mp4', '--project', 'x', '--at', '5']).stderr).toContain('past the end of the film');
    expect(media(['short.mp4', '--project', 'Not A Slug']).stderr).toContain('is not a project slug');
    expect(media(['short.mp4']).stderr).toContain('Usage:');
    expect(media(['short.mp4', '--hero', '--project', 'x']).stderr).toContain('Usage:');
  });
});

describe('what npm run media takes as its input', () => {
  /** Never a stack trace: one line that starts with the command's name. */
  const expectClearRefusal = (result: ReturnType<typeof media>, message: string) => {
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/^media: /);
    expect(result.stderr).toContain(message);
    expect(result.stderr).not.toMatch(/\n\s+at /);
    expect(() => statSync(path.join(folder, 'public'))).toThrow();
  };

  it('reads a file named like an ffmpeg protocol as that file, not as the files it names', () => {
    clip('landscape.mp4', { width: 640, height: 360, seconds: 1 });
    // `concat:landscape.mp4` would be ffmpeg's concat protocol reading landscape.mp4: this file is a vertical film.
    const name = clip('concat:landscape.mp4', { width: 360, height: 640, seconds: 1 });
    const result = media([name, '--project', 'tall-film']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('Source: 360×640');
    expectPoster('tall-film', 'portrait', { width: 900, height: 1600 });
  });

  it('reads a file named like an option as that file', () => {
    const name = clip('-version', { width: 640, height: 360, seconds: 1 }, ['-f', 'mp4']);
    const result = media(['--project', 'dash-film', '--', name]);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expectPoster('dash-film', 'landscape', { width: 1600, height: 900 });
    const missing = media(['--hero', '--', '-i']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe('media: -i does not exist\n');
  });

  const { maxSide, maxPixels, maxSeconds, maxBytes } = sizes.source;

  it('refuses footage wider or higher than the limit, or with more pixels a frame, with a clear message', () => {
    const wide = clip('wide.mp4', { width: maxSide + 8, height: 16, seconds: 1 });
    expectClearRefusal(media([wide, '--project', 'wide']), `wide.mp4 is ${maxSide + 8}×16: this command takes footage up to`);
    // Square, each side under the limit: more pixels a frame than 8K has.
    const side = Math.ceil(Math.sqrt(maxPixels) / 16) * 16;
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `color=size=${side}x${side}:rate=24`],
      ...['-frames:v', '1', '-c:v', 'libx264', '-preset', 'ultrafast', path.join(folder, 'square.mp4')],
    ]);
    expectClearRefusal(media(['square.mp4', '--hero']), `square.mp4 is ${side}×${side}: this command takes footage up to`);
  });

  it('refuses footage longer than the limit, and a file larger than the limit, with a clear message', () => {
    // Five frames an hour apart.
    const hours = Math.ceil(maxSeconds / 3600) + 1;
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `color=size=64x36:rate=1/3600:duration=${hours * 3600}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', path.join(folder, 'long.mp4')],
    ]);
    expectClearRefusal(media(['long.mp4', '--project', 'long']), `long.mp4 lasts ${hours.toFixed(1)} hours`);
    // A sparse file: its size on paper, no space on disk.
    writeFileSync(path.join(folder, 'huge.mov'), '');
    truncateSync(path.join(folder, 'huge.mov'), maxBytes + 1e9);
    expectClearRefusal(media(['huge.mov', '--project', 'huge']), 'huge.mov is 1,001 GB: this command takes files up to');
  });
});
