// Refuses a huge body before buffering it: by its declared length, then by counting bytes (chunked bodies declare none).

type FormBodyResult =
  { ok: true; form: FormData } | { ok: false; reason: 'too-large' | 'unsupported-type' | 'malformed' | 'cut-short' };

const URLENCODED = 'application/x-www-form-urlencoded';
const MULTIPART = 'multipart/form-data';

export async function readFormBody(request: Request, maxBytes: number): Promise<FormBodyResult> {
  const contentType = request.headers.get('content-type') ?? '';
  const mediaType = contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (mediaType !== URLENCODED && mediaType !== MULTIPART) return { ok: false, reason: 'unsupported-type' };

  const declared = Number(request.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) return { ok: false, reason: 'too-large' };

  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readLimited(request, maxBytes);
  } catch {
    return { ok: false, reason: 'cut-short' };
  }
  if (bytes === null) return { ok: false, reason: 'too-large' };

  if (mediaType === URLENCODED) {
    const params = new URLSearchParams(new TextDecoder().decode(bytes));
    const form = new FormData();
    for (const [name, value] of params) form.append(name, value);
    return { ok: true, form };
  }
  try {
    const form = await new Response(bytes, { headers: { 'content-type': contentType } }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, reason: 'malformed' };
  }
}

async function readLimited(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(new ArrayBuffer(total));
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
