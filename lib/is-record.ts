/** A plain object whose keys can be read: what untyped JSON from outside must be before we look inside. */
export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
