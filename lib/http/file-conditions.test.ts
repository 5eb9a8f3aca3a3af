import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileRefusal, rangeUnsatisfiable, servedFile, type FileFolders } from './file-conditions';

// The module must decide as Next's own `send` does, so the last test asks the real one.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const send = require('next/dist/compiled/send') as (
  request: http.IncomingMessage,
  file: string,
  options: { etag: boolean },
) => NodeJS.EventEmitter & { pipe(response: http.ServerResponse): void };

let root: string;
let folders: FileFolders;
const MTIME = new Date('2026-05-04T10:20:30Z');

beforeAll(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'file-conditions-'));
  folders = { publicDir: path.join(root, 'public'), staticDir: path.join(root, 'build', 'static') };
  mkdirSync(path.join(folders.publicDir, 'images'), { recursive: true });
  mkdirSync(path.join(folders.staticDir, 'chunks'), { recursive: true });
  for (const file of [path.join(folders.publicDir, 'images', 'a b.jpg'), path.join(folders.staticDir, 'chunks', 'x.js')]) {
    writeFileSync(file, 'x'.repeat(100));
    utimesSync(file, MTIME, MTIME);
  }
  writeFileSync(path.join(root, 'secret.txt'), 'not served');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

test('the file Next would serve is found in public/ or under /_next/static/, and nothing else is', () => {
  expect(servedFile('/images/a%20b.jpg', folders)).toEqual({ size: 100, mtime: MTIME });
  expect(servedFile('/_next/static/chunks/x.js', folders)).toEqual({ size: 100, mtime: MTIME });
  for (const address of ['/images', '/images/missing.jpg', '/images%2Fa%20b.jpg', '/%2e%2e/secret.txt', '/images/%ff', '/']) {
    expect(servedFile(address, folders)).toBeNull();
  }
});

test('a byte range is unsatisfiable only when none of its parts overlaps the file', () => {
  const unsatisfiable = [
    'bytes=100-',
    'bytes=999999999-',
    'bytes=abc',
    'bytes=5-2',
    'bytes=-0',
    'bytes=-',
    'bytes=200-300,300-',
    // A suffix longer than the file, as `send` reads it.
    'bytes=-500',
  ];
  const satisfiable = ['bytes=0-99', 'bytes=0-', 'bytes=-10', 'bytes=-100', 'bytes=90-110', 'bytes=200-300,0-1', 'items=500-'];
  expect(unsatisfiable.filter((range) => !rangeUnsatisfiable(range, 100))).toEqual([]);
  expect(satisfiable.filter((range) => rangeUnsatisfiable(range, 100))).toEqual([]);
});

const file = { size: 100, mtime: MTIME };
/** The tag `send` would give the file with ETags on; next.config.ts turns them off, so it matches nothing. */
const tag = `W/"64-${MTIME.getTime().toString(16)}"`;
const before = new Date(MTIME.getTime() - 60_000).toUTCString();
const after = new Date(MTIME.getTime() + 60_000).toUTCString();

/** Header sets and the answer each should get: the refusal's status, or 0 when the file is served (or 304). */
const CASES: [Record<string, string>, number][] = [
  [{ 'if-match': '"other"' }, 412],
  [{ 'if-match': tag }, 412],
  [{ 'if-match': '*' }, 412],
  [{ 'if-unmodified-since': before }, 412],
  [{ 'if-unmodified-since': after }, 0],
  [{ 'if-unmodified-since': 'not a date' }, 0],
  [{ range: 'bytes=100-' }, 416],
  [{ range: 'bytes=0-9' }, 0],
  [{ range: 'bytes=100-', 'if-range': '"stale"' }, 0],
  [{ range: 'bytes=100-', 'if-range': tag }, 0],
  [{ range: 'bytes=100-', 'if-range': before }, 0],
  [{ range: 'bytes=100-', 'if-range': after }, 416],
  [{ range: 'bytes=100-', 'if-none-match': tag }, 416],
  [{ range: 'bytes=100-', 'if-none-match': '*', 'if-modified-since': after }, 0],
  [{ range: 'bytes=100-', 'if-none-match': '"other"' }, 416],
  [{ range: 'bytes=100-', 'if-modified-since': after }, 0],
  [{ range: 'bytes=100-', 'if-modified-since': after, 'cache-control': 'no-cache' }, 416],
  [{ range: 'bytes=100-', 'if-match': '"other"' }, 412],
];

test('preconditions come first, then a fresh copy (304), then the range', () => {
  for (const [headers, status] of CASES) {
    expect([headers, fileRefusal(headers, file)?.status ?? 0]).toEqual([headers, status]);
  }
  expect(fileRefusal({ range: 'bytes=100-' }, file)).toEqual({ status: 416, size: 100 });
});

/** A GET with exactly these headers (fetch would add Cache-Control to a conditional request). */
function statusOf(port: number, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: '/', headers }, (response) => {
        response.resume().on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

test('every case is decided as the `send` that Next serves files with decides it, ETags off', async () => {
  const target = path.join(folders.publicDir, 'images', 'a b.jpg');
  const server = http.createServer((request, response) => {
    const stream = send(request, target, { etag: false });
    stream.on('error', (error: { statusCode?: number }) => response.writeHead(error.statusCode ?? 500).end());
    stream.pipe(response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  try {
    for (const [headers, status] of CASES) {
      const answer = await statusOf(port, headers);
      expect([headers, [412, 416].includes(answer) ? answer : 0]).toEqual([headers, status]);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
