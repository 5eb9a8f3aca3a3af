import { statSync } from 'node:fs';
import type { IncomingHttpHeaders } from 'node:http';
import path from 'node:path';

// Next answers `send`'s 412 and 416 with 500 without a Pages Router (vercel/next.js#92141): the guard answers as `send` would.

export interface FileFolders {
  publicDir: string;
  staticDir: string;
}

interface FileFacts {
  size: number;
  mtime: Date;
}

const STATIC_PREFIX = '/_next/static/';

export function servedFile(rawPath: string, folders: FileFolders): FileFacts | null {
  let segments: string[];
  try {
    segments = rawPath.split('/').map(decodeURIComponent);
  } catch {
    return null;
  }
  // An escaped slash is no folder for Next either.
  if (segments.some((segment) => /[/\\]/.test(segment))) return null;
  const decoded = segments.join('/');
  const [root, relative] = decoded.startsWith(STATIC_PREFIX)
    ? [folders.staticDir, decoded.slice(STATIC_PREFIX.length)]
    : [folders.publicDir, decoded.slice(1)];
  const file = path.resolve(root, relative);
  if (!file.startsWith(root + path.sep)) return null;
  try {
    const stats = statSync(file);
    return stats.isFile() ? { size: stats.size, mtime: stats.mtime } : null;
  } catch {
    return null;
  }
}

/** With next.config's generateEtags off, `send` has one validator, the time (so every If-Match fails, `*` too). */
const modifiedOf = ({ mtime }: FileFacts) => Date.parse(mtime.toUTCString());

const header = (headers: IncomingHttpHeaders, name: string) => {
  const value = headers[name];
  return typeof value === 'string' ? value : undefined;
};

function preconditionFails(headers: IncomingHttpHeaders, modified: number): boolean {
  if (header(headers, 'if-match')) return true;
  const since = Date.parse(header(headers, 'if-unmodified-since') ?? '');
  return !Number.isNaN(since) && modified > since;
}

function isFresh(headers: IncomingHttpHeaders, modified: number): boolean {
  const noneMatch = header(headers, 'if-none-match');
  const modifiedSince = header(headers, 'if-modified-since');
  if (!noneMatch && !modifiedSince) return false;
  if (/(?:^|,)\s*no-cache\s*(?:,|$)/.test(header(headers, 'cache-control') ?? '')) return false;
  if (noneMatch && noneMatch !== '*') return false;
  if (modifiedSince) {
    const since = Date.parse(modifiedSince);
    if (Number.isNaN(since) || modified > since) return false;
  }
  return true;
}

/** A stale If-Range makes `send` ignore the Range and send the whole file; an entity tag is always stale. */
function rangeIsFresh(headers: IncomingHttpHeaders, modified: number): boolean {
  const ifRange = header(headers, 'if-range');
  if (!ifRange) return true;
  return !ifRange.includes('"') && modified <= Date.parse(ifRange);
}

/** Read as the `range-parser` package reads it. */
export function rangeUnsatisfiable(range: string, size: number): boolean {
  if (!/^ *bytes=/.test(range)) return false;
  return range
    .slice(range.indexOf('=') + 1)
    .split(',')
    .every((spec) => {
      const [first = '', last = ''] = spec.split('-');
      let start = parseInt(first, 10);
      let end = parseInt(last, 10);
      if (Number.isNaN(start)) {
        start = size - end;
        end = size - 1;
      } else if (Number.isNaN(end) || end > size - 1) {
        end = size - 1;
      }
      return Number.isNaN(start) || Number.isNaN(end) || start > end || start < 0;
    });
}

export type FileRefusal = { status: 412 } | { status: 416; size: number };

export function fileRefusal(headers: IncomingHttpHeaders, file: FileFacts): FileRefusal | null {
  const modified = modifiedOf(file);
  if (preconditionFails(headers, modified)) return { status: 412 };
  if (isFresh(headers, modified)) return null;
  const range = header(headers, 'range');
  if (range && rangeIsFresh(headers, modified) && rangeUnsatisfiable(range, file.size)) return { status: 416, size: file.size };
  return null;
}

export const mayBeRefused = (headers: IncomingHttpHeaders) =>
  headers.range !== undefined || headers['if-match'] !== undefined || headers['if-unmodified-since'] !== undefined;
