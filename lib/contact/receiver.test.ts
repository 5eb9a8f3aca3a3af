import { FIXTURE_LOCATIONS, FIXTURE_RULES, FIXTURE_SERVICES } from '@/test/support/price-fixture';
import { projectTypeOptions } from '../../content/brief';
import { estimatePrice, priceTable, type PriceTable } from '../pricing';
import { parseBriefKey } from './brief-key';
import { PEER_ADDRESS_HEADER } from './client-address';
import { BRIEF_MESSAGES, ENQUIRY_MESSAGES } from './enquiry-fields';
import type { Enquiry } from './enquiry-schema';
import type { SourceContent } from './enquiry-source';
import type { StoredEnquiry } from './enquiry-store';
import { createEnquiryLimiter } from './rate-limit';
import { MAX_ENQUIRY_BYTES, receiveEnquiry, type BriefSettings } from './receiver';
import { openThanks, THANKS_MINUTES } from './thanks';

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
        return { id: `${at.getTime()}-${stored.length}`, ...enquiry, receivedAt: at.toISOString() };
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

  it('seals the first name into the confirmation’s address, where only the site’s secret opens it, and only for a while', async () => {
    const { store } = memoryStore();
    const secret = 'k'.repeat(64);
    const at = new Date();
    const response = await receiveEnquiry(post(formBody({ ...valid, name: '  Zoë Ó Súilleabháin ' })), {
      store,
      now: () => at,
      thanksSecret: async () => secret,
    });
    const location = new URL(response.headers.get('location')!, 'http://site.test');
    expect(location.searchParams.get('success')).toBe('true');
    const token = location.searchParams.get('thanks')!;
    expect(response.headers.get('location')).not.toContain('Zo');
    expect(openThanks(token, secret, at.getTime())).toBe('Zoë');
    expect(openThanks(token, 'x'.repeat(64), at.getTime())).toBeUndefined();
    expect(openThanks(token, secret, at.getTime() + THANKS_MINUTES * 60_000)).toBeUndefined();
  });

  it('thanks without the name when the secret cannot be read, and still confirms the stored enquiry', async () => {
    const { store, stored } = memoryStore();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await receiveEnquiry(post(formBody(valid)), {
      store,
      thanksSecret: async () => Promise.reject(new Error('EACCES')),
    });
    error.mockRestore();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?success=true');
    expect(stored).toHaveLength(1);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const { store, stored } = memoryStore();
    const response = await receiveEnquiry(post(formBody({ ...valid, _gotcha: 'http://spam.example' })), { store });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/contact?success=true');
    expect(stored).toEqual([]);
  });

  it('answers an invalid enquiry with 400, the form’s messages and a link back, and stores nothing', async () => {
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

  it('answers an impossible date with the form’s message and everything typed, as any other wrong value', async () => {
    const { store, stored } = memoryStore();
    for (const [field, value] of [
      ['shootDate', '9999-99-99'],
      ['shootDate', '0000-00-00'],
      ['shootDate', '2026-00-10'],
      ['deadline', '2026-13-01'],
      ['deadline', '2026-02-30'],
    ] as const) {
      const typed = { ...valid, message: `A conference in May, <${field}> ${value}.` };
      const response = await receiveEnquiry(post(formBody({ ...typed, [field]: value, _gotcha: '' })), { store });
      expect(response.status).toBe(400);
      const html = await response.text();
      expect(html).toContain(`<li>${BRIEF_MESSAGES[field]}</li>`);
      for (const shown of [typed.name, typed.email, `A conference in May, &lt;${field}&gt; ${value}.`, value])
        expect(html).toContain(shown);
    }
    expect(stored).toEqual([]);
  });

  it('refuses a name that draws nothing, whatever invisible characters make it up, and mails nothing', async () => {
    const { store, stored } = memoryStore();
    const response = await receiveEnquiry(
      post(formBody({ ...valid, name: '\u3164\u115f\u00ad\u{e0041}\u{e0042}\u200b\u2800', _gotcha: '' })),
      { store },
    );
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain(`<li>${ENQUIRY_MESSAGES.name}</li>`);
    expect(html).toContain(valid.message);
    expect(stored).toEqual([]);
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
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('60');
    const html = await response.text();
    expect(html).toContain('mailto:');
    expect(html).toContain(valid.message);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('counts the honeypot as filled when any of several same-named values is filled', async () => {
    const { store, stored } = memoryStore();
    for (const body of ['_gotcha=&_gotcha=spam', '_gotcha=spam&_gotcha=', '_gotcha=&_gotcha=&_gotcha=x']) {
      const response = await receiveEnquiry(post(`${formBody(valid)}&${body}`), { store });
      expect(response.status).toBe(303);
    }
    expect(stored).toEqual([]);
    // Several empty copies are still an empty honeypot.
    await receiveEnquiry(post(`${formBody(valid)}&_gotcha=&_gotcha=`), { store });
    expect(stored).toHaveLength(1);
  });

  it('removes control characters before the rules count characters', async () => {
    const { store, stored } = memoryStore();
    const response = await receiveEnquiry(post(formBody({ ...valid, name: 'J\u0000\u0007', _gotcha: '' })), { store });
    expect(response.status).toBe(400);
    await receiveEnquiry(post(formBody({ ...valid, name: 'Jo\r\nBloggs\u001b', _gotcha: '' })), { store });
    expect(stored[0]?.enquiry.name).toBe('JoBloggs');
  });

  describe('with a mail outbox', () => {
    const outboxOf = (add: (enquiry: StoredEnquiry) => Promise<unknown>) => ({ add: jest.fn(add) });

    it('queues the mail only after the enquiry is stored, with what was stored', async () => {
      const order: string[] = [];
      const { store } = memoryStore();
      const outbox = outboxOf(async () => order.push('mail'));
      const storeFirst = { append: async (enquiry: Enquiry, at?: Date) => (order.push('store'), store.append(enquiry, at)) };
      const at = new Date('2026-05-01T10:00:00Z');
      await receiveEnquiry(post(formBody(valid)), { store: storeFirst, outbox, now: () => at });
      expect(order).toEqual(['store', 'mail']);
      expect(outbox.add).toHaveBeenCalledWith({ id: '1777629600000-1', ...valid, receivedAt: '2026-05-01T10:00:00.000Z' });
    });

    it('sends no mail for an enquiry that could not be stored, a bot or an invalid post', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const outbox = outboxOf(async () => undefined);
      await receiveEnquiry(post(formBody(valid)), { store: { append: () => Promise.reject(new Error('EIO')) }, outbox });
      await receiveEnquiry(post(formBody({ ...valid, _gotcha: 'x' })), { store: memoryStore().store, outbox });
      await receiveEnquiry(post(formBody({ ...valid, email: 'nope' })), { store: memoryStore().store, outbox });
      expect(outbox.add).not.toHaveBeenCalled();
      error.mockRestore();
    });

    it('still confirms a stored enquiry when the outbox cannot take its mail', async () => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { store, stored } = memoryStore();
      const response = await receiveEnquiry(post(formBody(valid)), {
        store,
        outbox: outboxOf(() => Promise.reject(new Error('EACCES'))),
      });
      expect(response.status).toBe(303);
      expect(stored).toHaveLength(1);
      expect(error).toHaveBeenCalled();
      error.mockRestore();
    });
  });

  describe('the rate limit', () => {
    const from = (address: string, body = formBody(valid), extra: Record<string, string> = {}) =>
      post(body, { 'content-type': 'application/x-www-form-urlencoded', [PEER_ADDRESS_HEADER]: address, ...extra });

    it('answers 429 past the limit, keeping what the visitor typed and saying when to try again', async () => {
      const { store, stored } = memoryStore();
      const limiter = createEnquiryLimiter({ points: 3, windowSeconds: 600 });
      const at = new Date('2026-05-01T10:00:00Z');
      for (let n = 0; n < 3; n++) {
        expect((await receiveEnquiry(from('203.0.113.9'), { store, limiter, now: () => at })).status).toBe(303);
      }
      const body = formBody({ ...valid, name: 'Jo <Bloggs>', message: 'My fourth message, <kept>.', _gotcha: '' });
      const blocked = await receiveEnquiry(from('203.0.113.9', body), {
        store,
        limiter,
        now: () => at,
        projectTypes: [{ value: 'event', label: 'Event Video' }],
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(590);
      expect(Number(blocked.headers.get('retry-after'))).toBeLessThanOrEqual(600);
      const html = await blocked.text();
      expect(html).toContain('Please try again a little later');
      expect(html).toContain('Please send it again in 10 minutes (after 11:10 UK time).');
      expect(html).toContain('My fourth message, &lt;kept&gt;.');
      expect(html).toContain('Jo &lt;Bloggs&gt;');
      expect(html).toContain('jo@example.co.uk');
      expect(html).toContain('Event Video');
      expect(stored).toHaveLength(3);

      // Another client is not affected.
      expect((await receiveEnquiry(from('198.51.100.1'), { store, limiter })).status).toBe(303);
    });

    it('counts loopback clients like any other', async () => {
      const { store } = memoryStore();
      const limiter = createEnquiryLimiter({ points: 1, windowSeconds: 600 });
      await receiveEnquiry(from('127.0.0.1'), { store, limiter });
      expect((await receiveEnquiry(from('127.0.0.1'), { store, limiter })).status).toBe(429);
    });

    it('cannot be dodged with a made-up X-Forwarded-For when no proxy is trusted', async () => {
      const { store, stored } = memoryStore();
      const limiter = createEnquiryLimiter({ points: 2, windowSeconds: 600 });
      const statuses = [];
      for (let n = 0; n < 4; n++) {
        const response = await receiveEnquiry(from('203.0.113.9', formBody(valid), { 'x-forwarded-for': `10.0.0.${n}` }), {
          store,
          limiter,
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([303, 303, 429, 429]);
      expect(stored).toHaveLength(2);
    });

    it('believes the hop its own proxy added when one is trusted', async () => {
      const { store } = memoryStore();
      const limiter = createEnquiryLimiter({ points: 1, windowSeconds: 600 });
      const via = (client: string) => from('10.0.0.2', formBody(valid), { 'x-forwarded-for': `6.6.6.6, ${client}` });
      expect((await receiveEnquiry(via('203.0.113.1'), { store, limiter, trustedProxies: 1 })).status).toBe(303);
      expect((await receiveEnquiry(via('203.0.113.2'), { store, limiter, trustedProxies: 1 })).status).toBe(303);
      expect((await receiveEnquiry(via('203.0.113.1'), { store, limiter, trustedProxies: 1 })).status).toBe(429);
    });

    it('turns off when the limit is 0', async () => {
      const { store } = memoryStore();
      const limiter = createEnquiryLimiter({ points: 0, windowSeconds: 600 });
      for (let n = 0; n < 20; n++) expect((await receiveEnquiry(from('127.0.0.1'), { store, limiter })).status).toBe(303);
    });
  });

  it('takes a project type of every service, a new one too, and no other', async () => {
    const { store, stored } = memoryStore();
    const projectTypes = projectTypeOptions([
      { slug: 'party-films', title: 'Party Films' },
      { slug: 'drone-films', title: 'Drone Films' },
    ]);
    const sent = await receiveEnquiry(post(formBody({ ...valid, projectType: 'drone-films' })), { store, projectTypes });
    expect(sent.status).toBe(303);
    expect(stored[0]?.enquiry.projectType).toBe('drone-films');
    const refused = await receiveEnquiry(post(formBody({ ...valid, projectType: 'event' })), { store, projectTypes });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain(ENQUIRY_MESSAGES.projectType);
  });

  describe('the brief and the source', () => {
    // Only the event service is priced here.
    const table = priceTable({ ...FIXTURE_RULES, services: ['party-films'] }, FIXTURE_SERVICES, FIXTURE_LOCATIONS);
    const brief: BriefSettings = {
      locations: FIXTURE_LOCATIONS,
      priceTable: async () => table,
      origins: ['https://films.test'],
      content: {
        services: [{ slug: 'party-films' }],
        projects: [{ slug: 'a-ball', serviceSlugs: ['party-films'] }],
        pages: ['/about', '/party-films', '/portfolio/a-ball'],
        isPost: async () => false,
        isOlderListPage: async () => false,
      },
    };
    const briefForm = new URLSearchParams([
      ...Object.entries(valid),
      ['length', '1-3'],
      ['shootDays', '2'],
      ['location', 'big-city'],
      ['shootDate', '2026-09-01'],
      ['deadline', '2026-10-01'],
      ['extras', 'captions'],
      ['budget', 'unsure'],
    ]);

    it('stores the brief, the indicative price and the page of the referrer', async () => {
      const { store, stored } = memoryStore();
      const response = await receiveEnquiry(
        post(briefForm.toString(), {
          'content-type': 'application/x-www-form-urlencoded',
          referer: 'https://films.test/contact?from=/portfolio/a-ball',
        }),
        { store, brief },
      );
      expect(response.status).toBe(303);
      expect(stored[0]?.enquiry).toEqual({
        ...valid,
        length: '1-3',
        shootDays: '2',
        location: 'big-city',
        shootDate: '2026-09-01',
        deadline: '2026-10-01',
        extras: ['captions'],
        budget: 'unsure',
        // 600 + 100 + 400 + 120 + 30 = 1,250; × 1.5 = 1,875.
        priceLow: 1250,
        priceHigh: 1900,
        priceReason: expect.stringContaining('Event Video from £600'),
        sourcePage: '/portfolio/a-ball',
        sourceService: 'party-films',
        sourceFilm: 'a-ball',
      });
    });

    it('reads the films when a valid enquiry arrives, so a film published since the build is named', async () => {
      const { store, stored } = memoryStore();
      const content = jest.fn(async () => ({
        ...(brief.content as SourceContent),
        projects: [{ slug: 'new-film', serviceSlugs: ['party-films'] }],
        pages: ['/portfolio/new-film'],
      }));
      const refused = await receiveEnquiry(post(formBody({ ...valid, email: 'not-an-address' })), {
        store,
        brief: { ...brief, content },
      });
      expect(refused.status).toBe(400);
      expect(content).not.toHaveBeenCalled();
      await receiveEnquiry(
        post(briefForm.toString(), {
          'content-type': 'application/x-www-form-urlencoded',
          referer: 'https://films.test/portfolio/new-film',
        }),
        {
          store,
          brief: { ...brief, content },
        },
      );
      expect(stored[0]?.enquiry).toMatchObject({ sourceFilm: 'new-film', sourceService: 'party-films' });
    });

    it('sends the visitor to a confirmation that recomputes the same range from the brief’s choices', async () => {
      const { store, stored } = memoryStore();
      const response = await receiveEnquiry(post(briefForm.toString()), { store, brief });
      const location = new URL(response.headers.get('location')!, 'https://films.test');
      expect(location.pathname).toBe('/contact');
      expect(location.searchParams.get('success')).toBe('true');
      const choices = { projectTypes: ['event'], locations: brief.locations.map((place) => place.value) };
      const recomputed = estimatePrice(parseBriefKey(location.searchParams.get('brief')!, choices)!, table);
      expect(recomputed).toEqual({
        low: (stored[0]?.enquiry as StoredEnquiry).priceLow,
        high: (stored[0]?.enquiry as StoredEnquiry).priceHigh,
        reason: (stored[0]?.enquiry as StoredEnquiry).priceReason,
      });
    });

    it('prices each enquiry with the rules of the moment, which the owner may change while the site runs', async () => {
      const { store, stored } = memoryStore();
      let rules: PriceTable | undefined = table;
      const changing = { ...brief, priceTable: async () => rules };
      await receiveEnquiry(post(briefForm.toString()), { store, brief: changing });
      rules = table && { ...table, extraDay: table.extraDay + 1000 };
      await receiveEnquiry(post(briefForm.toString()), { store, brief: changing });
      rules = undefined;
      const none = await receiveEnquiry(post(briefForm.toString()), { store, brief: changing });
      const lows = stored.map((entry) => (entry.enquiry as StoredEnquiry).priceLow);
      expect(lows).toEqual([1250, 2250, undefined]);
      expect(none.headers.get('location')).toBe('/contact?success=true');
    });

    it('carries the brief of a service’s type without a price too, for a film like it; never one of a type no service has', async () => {
      const { store } = memoryStore();
      const isBriefKey = (key: string) => parseBriefKey(key, { projectTypes: ['event'], locations: ['big-city'] }) !== undefined;
      const unpriced = await receiveEnquiry(post(briefForm.toString()), {
        store,
        brief: { ...brief, priceTable: undefined, isBriefKey },
      });
      const location = new URL(unpriced.headers.get('location')!, 'https://films.test');
      expect(
        parseBriefKey(location.searchParams.get('brief') ?? '', { projectTypes: ['event'], locations: ['big-city'] }),
      ).toMatchObject({ projectType: 'event', length: '1-3', location: 'big-city' });
      const other = new URLSearchParams(briefForm);
      other.set('projectType', 'other');
      const none = await receiveEnquiry(post(other.toString()), { store, brief: { ...brief, isBriefKey } });
      expect(none.headers.get('location')).toBe('/contact?success=true');
    });

    it('carries no brief to the confirmation when there is no price: no rules, or a type without one', async () => {
      const { store } = memoryStore();
      const noRules = await receiveEnquiry(post(briefForm.toString()), { store, brief: { ...brief, priceTable: undefined } });
      expect(noRules.headers.get('location')).toBe('/contact?success=true');
      const other = new URLSearchParams(briefForm);
      other.set('projectType', 'other');
      expect((await receiveEnquiry(post(other.toString()), { store, brief })).headers.get('location')).toBe(
        '/contact?success=true',
      );
    });

    it('takes the form’s own `from` first, and ignores a foreign referrer', async () => {
      const { store, stored } = memoryStore();
      const form = new URLSearchParams({ ...valid, from: '/party-films' });
      await receiveEnquiry(
        post(form.toString(), { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://films.test/about' }),
        {
          store,
          brief,
        },
      );
      await receiveEnquiry(
        post(formBody(valid), { 'content-type': 'application/x-www-form-urlencoded', referer: 'https://evil.test/x' }),
        {
          store,
          brief,
        },
      );
      expect(stored.map(({ enquiry }) => (enquiry as StoredEnquiry).sourcePage)).toEqual(['/party-films', undefined]);
    });

    it('records no source for a page the site does not have: a review link’s secret or a made-up `from`', async () => {
      const { store, stored } = memoryStore();
      const sent = (headers: Record<string, string>, from?: string) =>
        receiveEnquiry(
          post(new URLSearchParams({ ...valid, ...(from ? { from } : {}) }).toString(), {
            'content-type': 'application/x-www-form-urlencoded',
            ...headers,
          }),
          { store, brief },
        );
      expect((await sent({ referer: 'https://films.test/review/eyJpZCI6IngifQ.c2lnbmF0dXJl' })).status).toBe(303);
      await sent({ referer: 'https://films.test/contact?from=/review/eyJpZCI6IngifQ.c2lnbmF0dXJl' });
      await sent({}, '/review/Click-here-evil.example');
      await sent({}, '/blog/nonexistent');
      expect(stored).toHaveLength(4);
      for (const { enquiry } of stored) expect(enquiry).not.toHaveProperty('sourcePage');
    });

    it('stores the enquiry without its source when the site cannot tell its pages', async () => {
      const { store, stored } = memoryStore();
      const error = jest.spyOn(console, 'error').mockImplementation(() => {});
      try {
        const response = await receiveEnquiry(
          post(new URLSearchParams({ ...valid, from: '/blog/a-post' }).toString(), {
            'content-type': 'application/x-www-form-urlencoded',
          }),
          {
            store,
            brief: {
              ...brief,
              content: { ...(brief.content as SourceContent), isPost: () => Promise.reject(new Error('down')) },
            },
          },
        );
        expect(response.status).toBe(303);
        expect(stored).toHaveLength(1);
        expect(stored[0]?.enquiry).not.toHaveProperty('sourcePage');
        expect(error).toHaveBeenCalledWith(expect.stringContaining('[contact]'), expect.any(Error));
      } finally {
        error.mockRestore();
      }
    });

    it('refuses a bad brief value with its message and echoes everything typed', async () => {
      const { store, stored } = memoryStore();
      const form = new URLSearchParams(briefForm);
      form.set('location', 'atlantis');
      form.set('budget', '<script>x</script>');
      const response = await receiveEnquiry(post(form.toString()), { store, brief });
      expect(response.status).toBe(400);
      const page = await response.text();
      expect(page).toContain(BRIEF_MESSAGES.location);
      expect(page).toContain(BRIEF_MESSAGES.budget);
      for (const shown of [
        '1 to 3 minutes',
        '2 days',
        'atlantis',
        '2026-09-01',
        '2026-10-01',
        'Captions',
        '&lt;script&gt;x&lt;/script&gt;',
      ])
        expect(page).toContain(shown);
      expect(page).not.toContain('<script>x');
      expect(stored).toEqual([]);
    });
  });
});

describe('posts from another site', () => {
  const from = (headers: Record<string, string>) =>
    post(formBody({ ...valid, _gotcha: '' }), { 'content-type': 'application/x-www-form-urlencoded', ...headers });

  it('refuses a post whose Origin or, without one, Sec-Fetch-Site names another site, with a page back to the form, and keeps, mails and counts nothing', async () => {
    const { store, stored } = memoryStore();
    const mailed: unknown[] = [];
    const limiter = createEnquiryLimiter({ points: 1, windowSeconds: 600 });
    const posts: Record<string, string>[] = [
      { host: 'films.test', origin: 'https://evil.example' },
      { host: 'films.test', origin: 'https://films.test.evil.example' },
      { host: 'films.test', origin: 'http://films.test:8080' },
      { host: 'films.test', origin: 'not an origin' },
      { host: 'films.test', 'sec-fetch-site': 'cross-site' },
      { host: 'films.test', 'sec-fetch-site': 'same-site' },
      { host: 'films.test', origin: 'null', 'sec-fetch-site': 'cross-site' },
      { origin: 'https://evil.example' },
    ];
    for (const headers of posts) {
      const response = await receiveEnquiry(from(headers), {
        store,
        limiter,
        outbox: { add: async (enquiry) => mailed.push(enquiry) },
        siteOrigins: ['https://www.films.test'],
      });
      expect([headers, response.status]).toEqual([headers, 403]);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const html = await response.text();
      expect(html).toContain('<h1>This form was sent from another site</h1>');
      expect(html).toContain('href="/contact"');
    }
    expect(stored).toEqual([]);
    expect(mailed).toEqual([]);
    // The one enquiry the limit allows is still there.
    expect((await receiveEnquiry(from({}), { store, limiter })).status).toBe(303);
  });

  it('takes a post from the site’s own pages, by its public origin or the host it came to, and one that names no site', async () => {
    const { store, stored } = memoryStore();
    const options = { store, siteOrigins: ['https://www.films.test'] };
    const posts: Record<string, string>[] = [
      {},
      { 'sec-fetch-site': 'same-origin' },
      { origin: 'null' },
      // Behind a reverse proxy that passes on another Host: the public origin counts.
      { host: '127.0.0.1:3000', origin: 'https://www.films.test' },
      // No SITE_URL for this host (a preview, a local run): the host the post came to counts, over either scheme.
      { host: 'localhost:3000', origin: 'http://localhost:3000' },
      { host: 'films.test', origin: 'https://films.test', 'sec-fetch-site': 'same-origin' },
      { host: 'Films.Test:443', origin: 'https://films.test' },
    ];
    for (const headers of posts) {
      const response = await receiveEnquiry(from(headers), options);
      expect([headers, response.status]).toEqual([headers, 303]);
    }
    expect(stored).toHaveLength(7);
  });
});

test('a body cut short (the connection ended before it all came) is answered quietly: nothing stored, counted or logged', async () => {
  const { store, stored } = memoryStore();
  const limiter = createEnquiryLimiter({ points: 1, windowSeconds: 600 });
  const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('name=Jo&email=jo%40example.co.uk'));
        controller.error(new Error('aborted'));
      },
    });
    const request = new Request('http://site.test/api/contact', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      duplex: 'half',
    } as RequestInit);
    expect((await receiveEnquiry(request, { store, limiter })).status).toBe(408);
    expect(stored).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    expect((await receiveEnquiry(post(formBody({ ...valid, _gotcha: '' })), { store, limiter })).status).toBe(303);
  } finally {
    errors.mockRestore();
  }
});
