/**
 * What a log may say of a failed read. The SDK's errors carry the request they failed on, and a connection error
 * carries it raw, access token included: such an error becomes one line (code or status, message, request id).
 * Any other error (a bug of the site's own) is kept whole, stack and all.
 */
export function loggable(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  const { code, isAxiosError } = error as Error & { code?: unknown; isAxiosError?: unknown };
  const answer = parsed(error.message);
  if (!answer && isAxiosError !== true) return error;
  const text = answer
    ? [answer.status, answer.statusText, answer.message, answer.requestId && `(request ${answer.requestId})`]
        .filter((part) => typeof part === 'number' || (typeof part === 'string' && part !== ''))
        .join(' ')
    : error.message;
  const prefix = [error.name === 'Error' ? '' : error.name, typeof code === 'string' && !text.includes(code) ? code : '']
    .filter(Boolean)
    .map((part) => `${part}: `)
    .join('');
  return `${prefix}${text}`.replace(/Bearer\s+\S+/g, 'Bearer [hidden]');
}

/** The same as text for a person to read: an error of the site's own gives its message. */
export function loggableLine(error: unknown): string {
  const line = loggable(error);
  return line instanceof Error ? line.message : String(line);
}

/** The SDK's message for an answer it did not expect: JSON naming the status and the request. */
function parsed(message: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(message);
    return value && typeof value === 'object' && ('status' in value || 'requestId' in value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
