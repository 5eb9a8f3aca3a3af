import { ENQUIRY_MESSAGES } from './enquiry-fields';
import type { Enquiry } from './enquiry-schema';
import { MAX_ENQUIRY_BYTES, receiveEnquiry } from './receiver';

const valid = { name: 'Jo Bloggs', email: 'jo@example.co.uk', projectType: 'event', message: 'A conference in May.' };

function post(body: BodyInit, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }) {
  return new Request('http://site.test/api/contact', { method: 'POST', body, headers });
}

const formBody = (fields: Record<string, string>) => new URLSearchParams(fields).toString();

function memoryStore() {
  const stored: { enquiry: Enquiry; at: Date }[] = [];
  return {
    stored,
    store: {
      append: async (enquiry: Enquiry, at: Date = new Date()) => {
        stored.push({ enquiry, at });
        return { ...enquiry, receivedAt: at.toISOString() };
      },
    },
  };
}

describe('receiveEnquiry', () => {
  it('stores a valid enquiry and answers 303 to the site’s own confirmation', async () => {
    const { store, stored } = memoryStore();
    const at = new Date('2026-05-01T10:00:00Z');
    const response = await receiveEnquiry(
      post(formBody({ ...valid, _gotcha: '', _next: 'http://site.test/contact?success=true' })),
      {
        store,
        now: () => at,
      },
    );
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?success=true');
    expect(stored).toEqual([{ enquiry: valid, at }]);
  });

  it('never follows _next: an address elsewhere still leads to /contact?success=true', async () => {
    const { store } = memoryStore();
    for (const next of ['https://evil.example/phish', '//evil.example', '/somewhere-else', 'javascript:alert(1)']) {
      const response = await receiveEnquiry(post(formBody({ ...valid, _gotcha: '', _next: next })), { store });
      expect(response.headers.get('location')).toBe('/contact?success=true');
    }
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { store, stored } = memoryStore();
    const response = await receiveEnquiry(post(formBody({ ...valid, _gotcha: 'http://spam.example' })), { store });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?success=true');
    expect(stored).toEqual([]);
  });

  it('answers an invalid enquiry with 400, the spec’s messages and a link back, and stores nothing', async () => {
    const { store, stored } = memoryStore();
    const response = await receiveEnquiry(
      post(formBody({ name: 'J', email: 'nope', projectType: '', message: 'Short <b>', _gotcha: '' })),
      { store },
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    for (const message of Object.values(ENQUIRY_MESSAGES)) expect(html).toContain(`<li>${message}</li>`);
    expect(html).toContain('href="/contact"');
    // What the visitor wrote is shown back, escaped.
    expect(html).toContain('Short &lt;b&gt;');
    expect(html).not.toContain('<b>');
    expect(stored).toEqual([]);
  });

  it('lists only the messages of the fields that are wrong', async () => {
    const { store } = memoryStore();
    const html = await (await receiveEnquiry(post(formBody({ ...valid, email: 'nope' })), { store })).text();
    expect(html).toContain(ENQUIRY_MESSAGES.email);
    expect(html).not.toContain(ENQUIRY_MESSAGES.name);
  });

  it('reads multipart form posts too', async () => {
    const { store, stored } = memoryStore();
    const form = new FormData();
    for (const [name, value] of Object.entries({ ...valid, _gotcha: '' })) form.append(name, value);
    const response = await receiveEnquiry(new Request('http://site.test/api/contact', { method: 'POST', body: form }), { store });
    expect(response.status).toBe(303);
    expect(stored.map((entry) => entry.enquiry)).toEqual([valid]);
  });

  it('refuses a body over the limit with 413, by its declared length or as it streams', async () => {
    const { store, stored } = memoryStore();
    const big = formBody({ ...valid, message: 'x'.repeat(MAX_ENQUIRY_BYTES) });
    const declared = await receiveEnquiry(
      post(big, { 'content-type': 'application/x-www-form-urlencoded', 'content-length': String(big.length) }),
      { store },
    );
    expect(declared.status).toBe(413);

    // A chunked body declares no length: it is cut off once it passes the limit.
    let sent = 0;
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += 16 * 1024;
        controller.enqueue(new TextEncoder().encode('x'.repeat(16 * 1024)));
      },
    });
    const streamed = await receiveEnquiry(
      new Request('http://site.test/api/contact', {
        method: 'POST',
        body: endless,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        duplex: 'half',
      } as RequestInit),
      { store },
    );
    expect(streamed.status).toBe(413);
    expect(sent).toBeLessThan(MAX_ENQUIRY_BYTES * 2);
    expect(stored).toEqual([]);
  });

  it('accepts a body just under the limit', async () => {
    const { store } = memoryStore();
    const body = formBody({ ...valid, _gotcha: '' });
    const padded = `${body}&message2=${'y'.repeat(MAX_ENQUIRY_BYTES - body.length - 10)}`;
    expect((await receiveEnquiry(post(padded), { store })).status).toBe(303);
  });

  it('refuses other content types with 415', async () => {
    const { store, stored } = memoryStore();
    const response = await receiveEnquiry(post(JSON.stringify(valid), { 'content-type': 'application/json' }), { store });
    expect(response.status).toBe(415);
    expect(stored).toEqual([]);
  });

  it('tells the visitor when the enquiry could not be stored, and shows their message back', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await receiveEnquiry(post(formBody(valid)), {
      store: { append: () => Promise.reject(new Error('disk full')) },
    });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('mailto:');
    expect(html).toContain(valid.message);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});
