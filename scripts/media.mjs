#!/usr/bin/env node
/**
 * npm run media -- <video file> --project <slug> [--at <time>] [--force]
 * npm run media -- <video file> --hero [--at <time>] [--length <seconds>] [--force]
 * npm run media -- <video file> --still <path in public/> [--at <time>] [--force]
 *
 * Turns the owner's footage into the site's media with Debian's ffmpeg, at the sizes and
 * names the pages read: a project's poster (16:9, or 9:16 for a vertical film), the home
 * hero's muted loop (WebM and MP4, within a budget fit for a phone on 4G) and its poster, or
 * any still that replaces a stand-in image. The site's image tooling then serves each image
 * as AVIF and WebP at every width. Files are written under public/ of the current folder.
 */
import { execFile } from 'node:child_process';
import { access, mkdir, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';

const run = promisify(execFile);

// Also read by the tests. Project posters at full size (content/ declares the same; next/image makes
// the smaller widths). The home hero: a 720p loop and a full-HD poster (the largest paint), each video
// file within a budget of 1 MB, about two seconds on a slow 4G connection (4 Mbit/s); the page starts
// the loop only once it has settled.
const sizes = createRequire(import.meta.url)('./media-sizes.json');
export const POSTER_SIZE = sizes.poster;
export const HERO = sizes.hero;
// The largest footage the command takes: 8K (8192×4320, either way up), four hours, 1 TB. A decoded frame of 8K
// is 53 MB; the decoder's frames, never the file's length or size, are what the memory follows.
export const SOURCE_LIMITS = sizes.source;

const JPEG_QUALITY = '2';

class MediaError extends Error {}

/** `90`, `1:30`, `1:02:05` or `12.5` as seconds. */
export function parseTime(value) {
  if (!/^\d+(?::\d{1,2}){0,2}(?:\.\d+)?$/.test(value)) throw new MediaError(`--at takes seconds or m:ss, not "${value}"`);
  return value.split(':').reduce((total, part) => total * 60 + Number(part), 0);
}

/**
 * How ffmpeg and ffprobe open the owner's file: as that file and nothing else. A bare name could read as an option
 * (`-version`) or a protocol (`concat:a.mp4|b.mp4`, `http:`); and only local files, so a playlist reaches no network.
 */
const openFile = (file) => ['-protocol_whitelist', 'file', '-i', `file:${path.resolve(file)}`];

/**
 * To decode it, the decoder also refuses a frame larger than the limit, whatever the file's header said, and keeps
 * four frames in work at most, so the memory does not grow with the machine's cores.
 */
const inputOf = (file) => ['-threads', '4', '-max_pixels', String(SOURCE_LIMITS.maxPixels), ...openFile(file)];

const gigabytes = (bytes) => `${(bytes / 1e9).toLocaleString('en-GB', { maximumFractionDigits: 1 })} GB`;

/** A clip the command can take: a file, no larger than the limits, so its frames cannot exhaust the memory. */
async function checkLimits(file) {
  const { maxBytes } = SOURCE_LIMITS;
  const stats = await stat(file);
  if (!stats.isFile()) throw new MediaError(`${file} is not a file`);
  if (stats.size > maxBytes)
    throw new MediaError(`${file} is ${gigabytes(stats.size)}: this command takes files up to ${gigabytes(maxBytes)}`);
}

function checkSource(file, { width, height, duration }) {
  const { maxSide, maxPixels, maxSeconds } = SOURCE_LIMITS;
  if (Math.max(width, height) > maxSide || width * height > maxPixels)
    throw new MediaError(
      `${file} is ${width}×${height}: this command takes footage up to ${maxSide} pixels a side and ${maxPixels.toLocaleString('en-GB')} a frame (8K); export a smaller copy first`,
    );
  if (duration > maxSeconds)
    throw new MediaError(
      `${file} lasts ${(duration / 3600).toFixed(1)} hours: this command takes footage up to ${maxSeconds / 3600} hours; cut the part you want first`,
    );
}

async function probe(file) {
  let output;
  try {
    ({ stdout: output } = await run('ffprobe', [
      '-v',
      'error',
      '-show_format',
      '-show_streams',
      '-of',
      'json',
      ...openFile(file),
    ]));
  } catch (error) {
    if (error.code === 'ENOENT') throw new MediaError('ffmpeg is not installed: apt-get install ffmpeg');
    throw new MediaError(`${file} is not a video file ffmpeg can read`);
  }
  let streams, format;
  try {
    ({ streams = [], format = {} } = JSON.parse(output));
  } catch {
    throw new MediaError(`${file} is not a video file ffmpeg can read`);
  }
  const video = streams.find((stream) => stream.codec_type === 'video' && stream.disposition?.attached_pic !== 1);
  const duration = Number(format.duration ?? video?.duration);
  // A still image also shows as one video stream: it has no duration, or a still-image format.
  const stillImage = /^(image2|\w+_pipe|png|webp|gif)$/.test(format.format_name ?? '') && !(duration > 0.5);
  if (!video || stillImage || !(duration > 0)) throw new MediaError(`${file} is not a video: no moving picture in it`);
  // Phones store upright footage sideways with a rotation; ffmpeg turns the frames upright when it decodes them.
  const rotation = Math.abs(
    Number(video.tags?.rotate ?? video.side_data_list?.find((data) => data.rotation !== undefined)?.rotation ?? 0),
  );
  const sideways = rotation % 180 === 90;
  return {
    width: sideways ? video.height : video.width,
    height: sideways ? video.width : video.height,
    duration,
  };
}

async function exists(file) {
  try {
    await access(file);
    return true;
  } catch {
    return false;
  }
}

async function refuseOverwrite(files, force, root) {
  if (force) return;
  const taken = [];
  for (const file of files) if (await exists(file)) taken.push(path.relative(root, file));
  if (taken.length > 0) throw new MediaError(`${taken.join(', ')} already exists: add --force to replace it`);
}

/** ffmpeg writes to a temporary name first, so a failed run leaves the site's file as it was. */
async function ffmpeg(output, args) {
  await mkdir(path.dirname(output), { recursive: true });
  const partial = path.join(path.dirname(output), `.partial-${path.basename(output)}`);
  try {
    await run('ffmpeg', ['-hide_banner', '-loglevel', 'error', '-y', ...args, partial], { maxBuffer: 16 * 1024 * 1024 });
    await rename(partial, output);
  } catch (error) {
    await rm(partial, { force: true });
    throw new MediaError(`ffmpeg could not make ${output}: ${String(error.stderr || error.message).trim()}`);
  }
}

/** Scale to cover the frame, then crop its centre: the exact size, never stretched. */
const cover = ({ width, height }) =>
  `scale=${width}:${height}:force_original_aspect_ratio=increase,crop=${width}:${height},setsar=1`;

/** One frame as a JPEG: at `at` seconds, or the most representative frame of a stretch after the opening. */
async function still(input, output, size, at, duration) {
  const start = at ?? Math.min(duration * 0.1, Math.max(duration - 1, 0));
  const pick = at === undefined ? 'thumbnail=48,' : '';
  // Each frame is scaled down as it leaves the decoder, so the 48 frames compared are the poster's size, not the
  // film's (48 frames of 8K held 5 GB). Cropped in RGB: a crop in the film's 4:2:0 colour would round an odd height
  // (1067) down to an even one.
  const { width, height } = size;
  const filters = `scale=${width}:${height}:force_original_aspect_ratio=increase,format=rgb24,${pick}crop=${width}:${height},setsar=1`;
  await ffmpeg(output, ['-ss', String(start), ...inputOf(input), '-vf', filters, '-frames:v', '1', '-q:v', JPEG_QUALITY]);
}

async function loopFile(input, output, codec, { start, seconds, bitrate }) {
  const { width, height, fps } = HERO.video;
  const rate = `${Math.round(bitrate / 1000)}k`;
  const common = [
    '-ss',
    String(start),
    '-t',
    String(seconds),
    ...inputOf(input),
    '-an',
    '-vf',
    `${cover({ width, height })},fps=${fps}`,
  ];
  const encoder =
    codec === 'webm'
      ? [
          '-c:v',
          'libvpx-vp9',
          '-b:v',
          rate,
          '-maxrate',
          rate,
          '-bufsize',
          rate,
          '-row-mt',
          '1',
          '-deadline',
          'good',
          '-cpu-used',
          '4',
          '-f',
          'webm',
        ]
      : [
          '-c:v',
          'libx264',
          '-preset',
          'slow',
          '-crf',
          '26',
          '-maxrate',
          rate,
          '-bufsize',
          rate,
          '-pix_fmt',
          'yuv420p',
          '-profile:v',
          'high',
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
        ];
  await ffmpeg(output, [...common, ...encoder]);
}

/** Encodes within the budget: starts at the bitrate it allows, and lowers it if the file still comes out larger. */
async function heroLoop(input, output, codec, start, seconds) {
  let bitrate = Math.floor(((HERO.budgetBytes * 8) / seconds) * 0.8);
  for (let attempt = 0; attempt < 4; attempt++) {
    await loopFile(input, output, codec, { start, seconds, bitrate });
    const { size } = await stat(output);
    if (size <= HERO.budgetBytes) return size;
    bitrate = Math.floor(bitrate * 0.7);
  }
  throw new MediaError(`could not fit ${output} within ${HERO.budgetBytes} bytes`);
}

async function imageSize(file) {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_entries', 'stream=width,height', '-of', 'json', file]);
  const [stream] = JSON.parse(stdout).streams ?? [];
  if (!stream?.width) throw new MediaError(`${file} is not an image`);
  return { width: stream.width, height: stream.height };
}

const seconds = (value) => Math.round(value);

async function makeProjectPoster(input, source, { slug, at, force, root }) {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    throw new MediaError(`"${slug}" is not a project slug (lower-case words joined by hyphens)`);
  const orientation = source.height > source.width ? 'portrait' : 'landscape';
  const size = POSTER_SIZE[orientation];
  const src = `/images/projects/${slug}.jpg`;
  const output = path.join(root, 'public', src);
  await refuseOverwrite([output], force, root);
  await still(input, output, size, at, source.duration);
  return {
    written: [output],
    paste: [
      `    orientation: '${orientation}',`,
      `    poster: { src: '${src}', alt: 'Poster of the … film: …', width: ${size.width}, height: ${size.height} },`,
      `    // in film: { … }`,
      `    duration: ${seconds(source.duration)},`,
    ],
  };
}

async function makeHero(input, source, { at = 0, length, force, root }) {
  const start = Math.min(at, Math.max(source.duration - 1, 0));
  const wanted = length ?? HERO.video.defaultSeconds;
  if (!(wanted > 0) || wanted > HERO.video.maxSeconds) throw new MediaError(`--length is 1 to ${HERO.video.maxSeconds} seconds`);
  const loopSeconds = Math.min(wanted, source.duration - start);
  const files = {
    poster: path.join(root, 'public', HERO.poster.file),
    webm: path.join(root, 'public', HERO.files.webm),
    mp4: path.join(root, 'public', HERO.files.mp4),
  };
  await refuseOverwrite(Object.values(files), force, root);
  const sizes = {
    webm: await heroLoop(input, files.webm, 'webm', start, loopSeconds),
    mp4: await heroLoop(input, files.mp4, 'mp4', start, loopSeconds),
  };
  // The poster is the loop's first frame, so nothing jumps when the film takes over.
  await still(input, files.poster, HERO.poster, start, source.duration);
  return {
    written: Object.values(files),
    paste: [
      `Hero loop: ${loopSeconds.toFixed(1)} s, ${HERO.video.width}×${HERO.video.height}, muted; WebM ${sizes.webm} bytes, MP4 ${sizes.mp4} bytes (budget ${HERO.budgetBytes} each).`,
      'Nothing to paste: the home page reads these files by name.',
    ],
  };
}

async function makeStill(input, source, { target, at, force, root }) {
  const relative = target.replace(/^\/+/, '').replace(/^public\//, '');
  if (!/^images\/[\w/-]+\.jpg$/.test(relative))
    throw new MediaError(`--still takes an image of the site, such as images/services/event-videography.jpg`);
  const output = path.join(root, 'public', relative);
  // A still replaces an image the site already shows, at that image's own size.
  if (!(await exists(output))) throw new MediaError(`public/${relative} is not an image of the site`);
  await refuseOverwrite([output], force, root);
  const size = await imageSize(output);
  await still(input, output, size, at, source.duration);
  return { written: [output], paste: [`Still: /${relative}, ${size.width}×${size.height}; nothing to paste.`] };
}

const USAGE = `Usage:
  npm run media -- <video file> --project <slug> [--at <time>] [--force]
  npm run media -- <video file> --hero [--at <time>] [--length <seconds>] [--force]
  npm run media -- <video file> --still images/<folder>/<name>.jpg [--at <time>] [--force]`;

export async function main(argv, { root = process.cwd(), log = console.log } = {}) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      project: { type: 'string' },
      hero: { type: 'boolean' },
      still: { type: 'string' },
      at: { type: 'string' },
      length: { type: 'string' },
      force: { type: 'boolean' },
    },
  });
  const [input, ...extra] = positionals;
  const jobs = [values.project !== undefined, values.hero === true, values.still !== undefined].filter(Boolean).length;
  if (!input || extra.length > 0 || jobs !== 1) throw new MediaError(USAGE);
  if (!(await exists(input))) throw new MediaError(`${input} does not exist`);
  await checkLimits(input);
  const source = await probe(input);
  checkSource(input, source);
  const at = values.at === undefined ? undefined : parseTime(values.at);
  if (at !== undefined && at >= source.duration)
    throw new MediaError(`--at ${values.at} is past the end of the film (${source.duration.toFixed(1)} s)`);
  const options = { at, force: values.force === true, root };
  const result = values.hero
    ? await makeHero(input, source, { ...options, length: values.length === undefined ? undefined : Number(values.length) })
    : values.project !== undefined
      ? await makeProjectPoster(input, source, { ...options, slug: values.project })
      : await makeStill(input, source, { ...options, target: values.still });
  log(`Source: ${source.width}×${source.height}, ${source.duration.toFixed(1)} s (${seconds(source.duration)} s)`);
  for (const file of result.written) log(`Wrote ${path.relative(root, file)}`);
  for (const line of result.paste) log(line);
  return result;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((error) => {
    process.stderr.write(
      `media: ${error instanceof MediaError || error?.code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' ? error.message : error.stack}\n`,
    );
    process.exit(2);
  });
}
