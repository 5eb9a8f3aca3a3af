import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { clients } from '@/content/clients';
import {
  blogPostContentType,
  clientContentType,
  contentfulModel,
  pagePictureContentType,
  pricingContentType,
  pricingEntryOf,
  projectContentType,
  siteMediaContentType,
  testimonialContentType,
} from '@/content/contentful-types';
import { choiceFieldId, schemaOf, type ContentfulField, type ContentType } from '@/content/fields';
import { locations } from '@/content/locations';
import { projects } from '@/content/projects';
import { services } from '@/content/services';
import { testimonials } from '@/content/testimonials';
import { FILM_LENGTHS } from '../../content/brief';
import { fullSiteMedia } from '../../e2e/servers/media-fixtures';
import { deliveryCollection, modelEntries, type ModelAsset, type ModelEntry } from '../../e2e/servers/model-entries';
import { managementClient, setupSettings, setUpSpace, SLUG_PATTERN } from '../../scripts/contentful-setup.mjs';
import { failingApi, REFUSED } from '../../test/support/failing-api';
import { madeUpRules } from '../../test/support/price-fixture';
import { readEntries } from './entries';
import { isPostSlug } from './post-values';

// `npm run contentful:setup` against a stand-in for the Content Management API: a loopback
// server keeping content types and webhooks in memory, speaking the part of the API the
// command uses (versions, publishing, errors in Contentful's shape).

interface Logged {
  method: string;
  path: string;
  version?: string;
  body?: Record<string, unknown>;
}

type Stored = Record<string, unknown> & { sys: Record<string, unknown> };

const SPACE = 'space1';
const ENV = 'master';
const TOKEN = 'cma-token-0123456789';

function standIn() {
  const contentTypes = new Map<string, Stored>();
  const webhooks = new Map<string, Stored>();
  const editorInterfaces = new Map<string, Stored>();
  const previewEnvironments = new Map<string, Stored>();
  const log: Logged[] = [];
  let nextId = 1;

  const read = (request: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      request.on('data', (chunk) => (data += chunk));
      request.on('end', () => resolve(data));
    });

  const server: Server = createServer(async (request, response) => {
    const text = await read(request);
    const body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
    const path = new URL(request.url!, 'http://x').pathname;
    const version = request.headers['x-contentful-version'] as string | undefined;
    log.push({ method: request.method!, path, version, body });
    const send = (status: number, payload: unknown) => {
      response.writeHead(status, { 'content-type': 'application/vnd.contentful.management.v1+json' });
      response.end(JSON.stringify(payload));
    };
    const error = (status: number, id: string) => send(status, { sys: { type: 'Error', id }, message: id });
    if (request.headers.authorization !== `Bearer ${TOKEN}`) return error(401, 'AccessTokenInvalid');
    // A PUT over a stored item: only at its current version, which then moves on by one.
    const update = (store: Map<string, Stored>, id: string, existing: Stored, shown = (item: Stored) => item) => {
      if (String(existing.sys.version) !== version) return error(409, 'VersionMismatch');
      const next = { ...body!, sys: { ...existing.sys, version: Number(existing.sys.version) + 1 } } as Stored;
      store.set(id, next);
      return send(200, shown(next));
    };

    const ct = new RegExp(`^/spaces/${SPACE}/environments/${ENV}/content_types/([^/]+)(/published)?$`).exec(path);
    if (ct) {
      const [, id, published] = ct as unknown as [string, string, string | undefined];
      const existing = contentTypes.get(id!);
      if (request.method === 'GET') return existing ? send(200, existing) : error(404, 'NotFound');
      if (request.method === 'PUT' && published) {
        if (!existing || String(existing.sys.version) !== version) return error(409, 'VersionMismatch');
        const next = { ...existing, sys: { ...existing.sys, version: Number(version) + 1, publishedVersion: Number(version) } };
        contentTypes.set(id!, next);
        return send(200, next);
      }
      if (request.method === 'PUT') {
        if (existing && String(existing.sys.version) !== version) return error(409, 'VersionMismatch');
        const { sys: _ignored, ...fields } = body!;
        const sys = existing
          ? { ...existing.sys, version: Number(existing.sys.version) + 1 }
          : { id, type: 'ContentType', version: 1 };
        // Contentful fills in the flags a field was sent without.
        const normalised = (fields.fields as Record<string, unknown>[]).map((item) => ({
          localized: false,
          required: false,
          disabled: false,
          omitted: false,
          validations: [],
          ...item,
        }));
        const next = { ...fields, fields: normalised, sys };
        contentTypes.set(id!, next);
        return send(existing ? 200 : 201, next);
      }
    }
    const editor = new RegExp(`^/spaces/${SPACE}/environments/${ENV}/content_types/([^/]+)/editor_interface$`).exec(path);
    if (editor) {
      const id = editor[1]!;
      const type = contentTypes.get(id);
      // Contentful makes a type's editor interface when the type is first published.
      if (!type || type.sys.publishedVersion === undefined) return error(404, 'NotFound');
      const existing = editorInterfaces.get(id) ?? { controls: [], sys: { id: 'default', type: 'EditorInterface', version: 1 } };
      if (request.method === 'GET') return send(200, existing);
      if (request.method === 'PUT') return update(editorInterfaces, id, existing);
    }
    const previews = new RegExp(`^/spaces/${SPACE}/preview_environments(?:/([^/]+))?$`).exec(path);
    if (previews) {
      const id = previews[1];
      if (request.method === 'GET' && !id) return send(200, { sys: { type: 'Array' }, items: [...previewEnvironments.values()] });
      if (request.method === 'POST' && !id) {
        const created = { ...body!, sys: { id: `preview${nextId++}`, type: 'PreviewEnvironment', version: 1 } };
        previewEnvironments.set(created.sys.id, created);
        return send(201, created);
      }
      if (request.method === 'PUT' && id && previewEnvironments.has(id)) {
        return update(previewEnvironments, id, previewEnvironments.get(id)!);
      }
    }
    const hooks = new RegExp(`^/spaces/${SPACE}/webhook_definitions(?:/([^/]+))?$`).exec(path);
    if (hooks) {
      const id = hooks[1];
      // Secret header values are never sent back.
      const shown = (hook: Stored) => ({
        ...hook,
        headers: (hook.headers as { key: string; secret?: boolean }[]).map((header) =>
          header.secret ? { key: header.key, secret: true } : header,
        ),
      });
      if (request.method === 'GET' && !id) {
        return send(200, { sys: { type: 'Array' }, total: webhooks.size, items: [...webhooks.values()].map(shown) });
      }
      if (request.method === 'POST' && !id) {
        const hook = { ...body!, sys: { id: `hook${nextId++}`, type: 'WebhookDefinition', version: 1 } };
        webhooks.set(hook.sys.id, hook);
        return send(201, shown(hook));
      }
      if (request.method === 'PUT' && id && webhooks.has(id)) return update(webhooks, id, webhooks.get(id)!, shown);
    }
    error(404, 'NotFound');
  });

  return { server, contentTypes, webhooks, editorInterfaces, previewEnvironments, log };
}

let stand: ReturnType<typeof standIn>;
let host = '';

beforeEach(async () => {
  stand = standIn();
  await new Promise<void>((resolve) => stand.server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(stand.server.address() as AddressInfo).port}`;
});

afterEach(async () => {
  await new Promise((resolve) => stand.server.close(resolve));
});

const client = () => managementClient({ accessToken: TOKEN, spaceId: SPACE, environmentId: ENV, host });
const quiet = () => undefined;
const webhook = { siteUrl: 'https://www.kestrelfilms.co.uk/', secret: 'revalidate-secret-0123456789' };
const writes = () => stand.log.filter((entry) => entry.method !== 'GET');

describe('npm run contentful:setup', () => {
  it('creates and publishes every declared content type, with the help text under each field', async () => {
    const changes = await setUpSpace({ client: client(), contentTypeId: 'blogPost', log: quiet });
    const declared = contentfulModel('blogPost');
    expect([...stand.contentTypes.keys()]).toEqual(declared.map((type) => type.id));
    // Created, published and given its help texts: three changes a type.
    expect(changes).toHaveLength(declared.length * 3);
    for (const type of declared) {
      const stored = stand.contentTypes.get(type.id)!;
      expect(stored.sys).toMatchObject({ version: 2, publishedVersion: 1 });
      expect((stored.fields as { id: string }[]).map((item) => item.id)).toEqual(type.fields.map((item) => item.id));
      expect(JSON.stringify(stored)).not.toContain('helpText');
      const controls = stand.editorInterfaces.get(type.id)!.controls as { fieldId: string; settings: { helpText: string } }[];
      expect(controls.map((control) => [control.fieldId, control.settings.helpText])).toEqual(
        type.fields.map((item) => [item.id, item.helpText]),
      );
      expect(type.fields.every((item) => item.helpText.length > 0)).toBe(true);
    }
  });

  it('gives blog posts the fields, validations and body nodes the site uses', async () => {
    await setUpSpace({ client: client(), contentTypeId: 'blogPost', log: quiet });
    const sent = stand.contentTypes.get('blogPost') as unknown as { displayField: string; fields: Record<string, unknown>[] };
    expect(sent.displayField).toBe('title');
    const byId = Object.fromEntries(sent.fields.map((item) => [item.id, item]));
    expect(Object.keys(byId)).toEqual(['title', 'slug', 'date', 'excerpt', 'content', 'featuredImage', 'categories']);
    expect(byId.title).toMatchObject({ type: 'Symbol', required: true });
    expect(byId.slug).toMatchObject({ type: 'Symbol', required: true });
    expect(byId.slug!.validations).toEqual(
      expect.arrayContaining([{ unique: true }, expect.objectContaining({ regexp: { pattern: SLUG_PATTERN, flags: null } })]),
    );
    expect(byId.date).toMatchObject({ type: 'Date', required: true });
    expect(byId.content).toMatchObject({ type: 'RichText' });
    const [nodes, marks, links] = byId.content!.validations as Record<string, unknown>[];
    expect(nodes!.enabledNodeTypes).toEqual(
      expect.arrayContaining(['heading-2', 'table', 'embedded-asset-block', 'entry-hyperlink', 'asset-hyperlink', 'hyperlink']),
    );
    // Embeds the site does not render cannot be added: calls to action are the one embedded entry.
    expect(nodes!.enabledNodeTypes).not.toContain('embedded-entry-inline');
    expect(marks!.enabledMarks).toEqual(['bold', 'italic', 'underline', 'code', 'superscript', 'subscript', 'strikethrough']);
    expect(links).toEqual({
      nodes: {
        'entry-hyperlink': [expect.objectContaining({ linkContentType: ['blogPost', 'project'] })],
        'embedded-entry-block': [expect.objectContaining({ linkContentType: ['callToAction'] })],
      },
    });
    expect(byId.featuredImage).toMatchObject({
      type: 'Link',
      linkType: 'Asset',
      validations: [expect.objectContaining({ linkMimetypeGroup: ['image'] })],
    });
    expect(byId.categories).toMatchObject({ type: 'Array', items: { type: 'Symbol' } });
  });

  it('gives the pricing rules one entry type: a switch, the priced services and a number in pounds or per cent for each rule', async () => {
    await setUpSpace({ client: client(), log: quiet });
    const sent = stand.contentTypes.get('pricing') as unknown as { displayField: string; fields: Record<string, unknown>[] };
    const byId = Object.fromEntries(sent.fields.map((item) => [item.id, item]));
    expect(byId.showPrices).toMatchObject({ type: 'Boolean', required: true });
    expect(byId.services).toMatchObject({
      type: 'Array',
      required: false,
      items: { type: 'Symbol', validations: [{ in: services.map((service) => service.slug) }] },
    });
    // One number a choice of the form, named after it, so the owner never edits a list or JSON.
    const numbers = [
      'spreadPercent',
      ...FILM_LENGTHS.map((length) => choiceFieldId('length', length.value)),
      'extraDay',
      ...locations.map((location) => choiceFieldId('travel', location.slug)),
      'travelElsewhere',
      ...['social', 'vertical', 'captions'].map((extra) => choiceFieldId('extras', extra)),
      'rushPercent',
    ];
    expect(sent.fields.map((item) => item.id)).toEqual(['label', 'showPrices', 'services', ...numbers]);
    // A travel price may be left empty (a location page added later has none yet); every other number is needed.
    const travel = locations.map((location) => choiceFieldId('travel', location.slug));
    for (const id of numbers) {
      expect(byId[id]).toMatchObject({ type: 'Integer', required: !travel.includes(id) });
      expect(byId[id]!.validations).toEqual([expect.objectContaining({ range: expect.objectContaining({ min: 0 }) })]);
    }
    expect(choiceFieldId('length', '1-3')).toBe('length1_3');
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.every((id) => /^[a-zA-Z][a-zA-Z0-9_]{0,63}$/.test(id))).toBe(true);
    const controls = stand.editorInterfaces.get('pricing')!.controls as { fieldId: string; settings: { helpText: string } }[];
    expect(controls.find((control) => control.fieldId === 'showPrices')?.settings.helpText).toMatch(/No: no price anywhere/);
  });

  it('says in the help texts which side holds each link between entries: the testimonial names its film, the client its film', async () => {
    await setUpSpace({ client: client(), log: quiet });
    const help = (type: string, field: string) =>
      (stand.editorInterfaces.get(type)!.controls as { fieldId: string; settings: { helpText: string } }[]).find(
        (control) => control.fieldId === field,
      )?.settings.helpText;
    const fieldsOf = (type: string) => (stand.contentTypes.get(type)!.fields as { id: string; type: string }[]).map((f) => f.id);
    expect(help('testimonial', 'project')).toMatch(/shows on that film’s page/);
    expect(help('testimonial', 'project')).toMatch(/the one link between a testimonial and a film/);
    expect(help('client', 'project')).toMatch(/Clients band then links to it/);
    expect(help('project', 'client')).toMatch(/pick this film in their Client entry’s Project field/);
    // A film holds no link to a testimonial or a client: the other side is derived.
    expect(fieldsOf('project')).not.toContain('testimonial');
    expect(
      (stand.contentTypes.get('project')!.fields as { type: string; linkType?: string; validations: unknown[] }[]).filter(
        (field) => field.type === 'Link' && field.linkType === 'Entry',
      ),
    ).toEqual([]);
  });

  it('tells the owner, under each picture and film of the site’s pages, the size or length that works', async () => {
    await setUpSpace({ client: client(), log: quiet });
    for (const type of [siteMediaContentType, pagePictureContentType]) {
      const stored = stand.contentTypes.get(type.id)!.fields as ContentfulField[];
      const assets = stored.filter((field) => field.linkType === 'Asset');
      const controls = stand.editorInterfaces.get(type.id)!.controls as { fieldId: string; settings: { helpText: string } }[];
      expect(assets.length).toBeGreaterThan(0);
      for (const field of assets) {
        const help = controls.find((control) => control.fieldId === field.id)!.settings.helpText;
        expect({ field: field.id, help }).toEqual({ field: field.id, help: expect.stringMatching(/\d+ × \d+|\d+ px|\d+ MB/) });
      }
    }
  });

  it('disables the film’s old Testimonial field in a space made before, its help text saying where the link went', async () => {
    const declared = contentfulModel('blogPost');
    const oldField = {
      ...declared.find((type) => type.id === 'project')!.fields[0]!,
      id: 'testimonial',
      name: 'Testimonial',
      type: 'Link' as const,
      linkType: 'Entry' as const,
      validations: [{ linkContentType: ['testimonial'] }],
      helpText: 'What the client said about it, shown on its page.',
    };
    const before = declared.map((type) =>
      type.id === 'project' ? { ...type, fields: [...type.fields, oldField], retired: [] } : type,
    );
    await setUpSpace({ client: client(), types: before, log: quiet });
    const changes = await setUpSpace({ client: client(), log: quiet });
    expect(changes).toEqual([
      'Updated content type "project" to the fields the site reads',
      'Published content type "project"',
      'Set the help texts of "project"',
    ]);
    const kept = (stand.contentTypes.get('project')!.fields as { id: string; disabled: boolean }[]).find(
      (field) => field.id === 'testimonial',
    );
    expect(kept).toMatchObject({ disabled: true });
    const controls = stand.editorInterfaces.get('project')!.controls as { fieldId: string; settings: { helpText: string } }[];
    expect(controls.find((control) => control.fieldId === 'testimonial')?.settings.helpText).toMatch(
      /^No longer used: .*testimonial’s own Project field/,
    );
    expect(await setUpSpace({ client: client(), log: quiet })).toEqual([]);
  });

  it('brings a field added to a declaration to the space on the next run, and nothing else', async () => {
    const declared = contentfulModel('blogPost');
    await setUpSpace({ client: client(), types: declared, log: quiet });
    stand.log.length = 0;
    const project = declared.find((type) => type.id === 'project')!;
    const added = {
      ...project.fields[0]!,
      id: 'award',
      name: 'Award',
      required: false,
      validations: [],
      helpText: 'A prize it won.',
    };
    const changed = declared.map((type) => (type === project ? { ...type, fields: [...type.fields, added] } : type));
    const changes = await setUpSpace({ client: client(), types: changed, log: quiet });
    expect(changes).toEqual([
      'Updated content type "project" to the fields the site reads',
      'Published content type "project"',
      'Set the help texts of "project"',
    ]);
    expect((stand.contentTypes.get('project')!.fields as { id: string }[]).map((item) => item.id)).toContain('award');
    expect(stand.editorInterfaces.get('project')!.controls).toEqual(
      expect.arrayContaining([{ fieldId: 'award', settings: { helpText: 'A prize it won.' } }]),
    );
  });

  it('adds the site as the content preview of blog posts and films, the draft route with the secret, and keeps it up to date', async () => {
    const preview = { siteUrl: 'https://www.kestrelfilms.co.uk', secret: 'preview-secret-0123456789' };
    await setUpSpace({ client: client(), preview, log: quiet });
    const [stored] = [...stand.previewEnvironments.values()];
    expect(stored).toMatchObject({
      name: 'The website',
      configurations: [
        {
          contentType: 'blogPost',
          enabled: true,
          url: 'https://www.kestrelfilms.co.uk/api/draft?secret=preview-secret-0123456789&type=post&slug={entry.fields.slug}&id={entry.sys.id}',
        },
        {
          contentType: 'project',
          enabled: true,
          url: 'https://www.kestrelfilms.co.uk/api/draft?secret=preview-secret-0123456789&type=project&slug={entry.fields.slug}&id={entry.sys.id}',
        },
      ],
    });
    stand.log.length = 0;
    expect(await setUpSpace({ client: client(), preview, log: quiet })).toEqual([]);
    const changes = await setUpSpace({
      client: client(),
      preview: { ...preview, secret: 'another-secret-0123456789' },
      log: quiet,
    });
    expect(changes).toEqual(['Updated the content preview "The website"']);
    expect(stand.previewEnvironments.size).toBe(1);
    expect(JSON.stringify([...stand.previewEnvironments.values()])).toContain('secret=another-secret-0123456789');
  });

  it('says how to add the content preview by hand when the space refuses, and carries on', async () => {
    const lines: string[] = [];
    const refusing = { ...client(), raw: { ...client().raw, get: () => Promise.reject(new Error('Forbidden')) } };
    const changes = await setUpSpace({
      client: refusing as unknown as ReturnType<typeof client>,
      preview: { siteUrl: 'https://x.example', secret: 'preview-secret-0123456789' },
      webhook,
      log: (line: string) => lines.push(line),
    });
    expect(lines.join('\n')).toMatch(
      /Content preview could not be set[\s\S]*Settings → Content preview[\s\S]*api\/draft\?secret=/i,
    );
    expect(changes).toEqual(expect.arrayContaining([expect.stringMatching(/^Created webhook/)]));
  });

  it('creates the webhook to /api/revalidate with the secret header when asked', async () => {
    await setUpSpace({ client: client(), webhook, log: quiet });
    const created = writes().find((entry) => entry.method === 'POST');
    expect(created).toMatchObject({ path: `/spaces/${SPACE}/webhook_definitions` });
    expect(created!.body).toMatchObject({
      url: 'https://www.kestrelfilms.co.uk/api/revalidate',
      topics: ['Entry.publish', 'Entry.unpublish', 'Entry.delete'],
      headers: [{ key: 'x-revalidate-secret', value: webhook.secret, secret: true }],
      transformation: { contentType: 'application/json' },
    });
  });

  it('changes nothing on a second run', async () => {
    await setUpSpace({ client: client(), webhook, log: quiet });
    const before = writes().length;
    const lines: string[] = [];
    const changes = await setUpSpace({ client: client(), webhook, log: (line: string) => lines.push(line) });
    expect(changes).toEqual([]);
    expect(writes()).toHaveLength(before);
    expect(lines.at(-1)).toBe('Nothing to change: the space is ready.');
  });

  it('updates a content type that differs, keeps fields the site does not read, and publishes it', async () => {
    await setUpSpace({ client: client(), log: quiet });
    const stored = stand.contentTypes.get('blogPost')!;
    const fields = (stored.fields as Record<string, unknown>[]).filter((item) => item.id !== 'excerpt');
    fields.push({ id: 'author', name: 'Author', type: 'Symbol' });
    stand.contentTypes.set('blogPost', { ...stored, fields, sys: { ...stored.sys, version: 5, publishedVersion: 4 } });
    stand.log.length = 0;

    const lines: string[] = [];
    const changes = await setUpSpace({ client: client(), log: (line: string) => lines.push(line) });
    expect(changes).toEqual([
      'Updated content type "blogPost" to the fields the site reads',
      'Published content type "blogPost"',
    ]);
    expect(lines.join('\n')).toContain('Updated content type');
    expect(writes().map((entry) => `${entry.method} ${entry.version}`)).toEqual(['PUT 5', 'PUT 6']);
    const ids = (writes()[0]!.body!.fields as { id: string }[]).map((item) => item.id);
    expect(ids).toEqual(['title', 'slug', 'date', 'excerpt', 'content', 'featuredImage', 'categories', 'author']);
  });

  it('updates a webhook at the same address whose settings differ', async () => {
    await setUpSpace({ client: client(), webhook, log: quiet });
    const [hook] = [...stand.webhooks.values()];
    stand.webhooks.set(String(hook!.sys.id), { ...hook!, topics: ['Entry.publish'] });
    stand.log.length = 0;
    await setUpSpace({ client: client(), webhook, log: quiet });
    expect(writes()).toHaveLength(1);
    expect(writes()[0]).toMatchObject({
      method: 'PUT',
      version: '1',
      body: expect.objectContaining({ topics: expect.any(Array) }),
    });
    expect((writes()[0]!.body!.topics as string[]).sort()).toEqual(['Entry.delete', 'Entry.publish', 'Entry.unpublish']);
  });

  it('stops with the API error when the token is refused', async () => {
    const refused = managementClient({ accessToken: 'wrong', spaceId: SPACE, environmentId: ENV, host });
    await expect(setUpSpace({ client: refused, log: quiet })).rejects.toThrow(/AccessTokenInvalid/);
  });
});

describe('what Contentful refuses to publish, as the setup leaves the space', () => {
  const prices = madeUpRules(
    services.map((service) => service.slug),
    locations.map((location) => location.slug),
  );
  /** Each type of entry the site shows from the space, with its entry of the most fields filled in (from content/). */
  const kinds = (): { type: ContentType; entry: ModelEntry; assets: ModelAsset[] }[] =>
    (
      [
        [projectContentType, projects, 'slug'],
        [testimonialContentType, testimonials, 'slug'],
        [clientContentType, clients, 'name'],
        [pricingContentType, [pricingEntryOf(prices)], 'showPrices'],
        [siteMediaContentType, [fullSiteMedia], 'label'],
        [pagePictureContentType, [{ page: `/${services[0]!.slug}`, picture: fullSiteMedia.portrait }], 'page'],
      ] as const
    ).map(([type, values, key]) => {
      const { entries, assets } = modelEntries(type, values as readonly Record<string, unknown>[], (value) => String(value[key]));
      const entry = entries.reduce((most, next) =>
        Object.keys(next.fields).length > Object.keys(most.fields).length ? next : most,
      );
      return { type, entry, assets };
    });
  const shown = (type: ContentType, entry: ModelEntry, assets: ModelAsset[]) =>
    readEntries(type, schemaOf(type), deliveryCollection([entry], assets)).items.length === 1;
  const storedFields = (type: ContentType) => stand.contentTypes.get(type.id)!.fields as ContentfulField[];
  /** A Contentful field that is one part of a value the site may go without (a film's length): needed only with the others. */
  const partOfOptional = (type: ContentType, id: string) =>
    Object.values(type.fields).some(
      (field) => !field.required && field.contentful.length > 1 && field.contentful.some((c) => c.id === id),
    );

  it('requires every field a film, testimonial, client, the prices or a picture cannot be shown without, and no other', async () => {
    await setUpSpace({ client: client(), log: quiet });
    for (const { type, entry, assets } of kinds()) {
      expect(shown(type, entry, assets)).toBe(true);
      for (const field of storedFields(type)) {
        const { [field.id]: _left, ...fields } = entry.fields;
        const without = shown(type, { ...entry, fields }, assets);
        // Left empty, a required field is one the site drops the entry without; any other leaves it shown, but for a
        // part of an optional group (a film's length once its host and id are given), which the launch check names.
        if (field.required)
          expect({ type: type.id, field: field.id, shown: without }).toEqual({ type: type.id, field: field.id, shown: false });
        else if (!partOfOptional(type, field.id))
          expect({ type: type.id, field: field.id, shown: without }).toEqual({ type: type.id, field: field.id, shown: true });
      }
    }
  });

  it('refuses spaces alone in a required text field, which the site reads as empty and drops the entry for', async () => {
    await setUpSpace({ client: client(), log: quiet });
    for (const { type, entry, assets } of kinds()) {
      const texts = storedFields(type).filter((field) => field.required && ['Symbol', 'Text'].includes(field.type));
      for (const field of texts) {
        const patterns = field.validations.flatMap((rule) => (rule.regexp ? [(rule.regexp as { pattern: string }).pattern] : []));
        const choices = field.validations.flatMap((rule) => (Array.isArray(rule.in) ? rule.in : []));
        const refused =
          choices.length > 0 ? !choices.includes('   ') : patterns.some((pattern) => !new RegExp(pattern).test('   '));
        expect({ type: type.id, field: field.id, refused }).toEqual({ type: type.id, field: field.id, refused: true });
        // Every value the site shows still passes.
        for (const pattern of patterns) expect(new RegExp(pattern).test(String(entry.fields[field.id]))).toBe(true);
        expect(shown(type, { ...entry, fields: { ...entry.fields, [field.id]: '   ' } }, assets)).toBe(false);
      }
    }
  });

  it('refuses a film id that is neither YouTube’s nor Vimeo’s, and a private-link hash that is not one', async () => {
    await setUpSpace({ client: client(), log: quiet });
    const pattern = (id: string) =>
      new RegExp(
        (storedFields(projectContentType).find((field) => field.id === id)!.validations[0]!.regexp as { pattern: string })
          .pattern,
      );
    const { entry, assets } = kinds()[0]!;
    for (const project of projects) if (project.film) expect(pattern('filmId').test(project.film.id)).toBe(true);
    for (const id of ['dQw4w9WgXcQ', '76979871']) expect(pattern('filmId').test(id)).toBe(true);
    for (const id of ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXc', '76979871/abc']) {
      expect(pattern('filmId').test(id)).toBe(false);
      const film = { ...entry.fields, filmHost: 'youtube', filmId: id };
      expect(shown(projectContentType, { ...entry, fields: film }, assets)).toBe(false);
    }
    expect(pattern('filmHash').test('a1b2c3')).toBe(true);
    expect(pattern('filmHash').test('not-a-hash')).toBe(false);
  });
});

describe('setupSettings', () => {
  it('reads the space, environment, token, content type and host from the environment', () => {
    const settings = setupSettings({
      CONTENTFUL_SPACE_ID: 'abc123',
      CONTENTFUL_MANAGEMENT_TOKEN: 'token',
      CONTENTFUL_MANAGEMENT_HOST: '127.0.0.1:4000',
    });
    expect(settings).toMatchObject({
      problems: [],
      spaceId: 'abc123',
      environmentId: 'master',
      contentTypeId: 'blogPost',
      host: '127.0.0.1:4000',
      webhook: null,
      preview: null,
    });
  });

  it('names every missing or malformed setting', () => {
    const { problems } = setupSettings(
      { CONTENTFUL_MANAGEMENT_HOST: 'https://api.contentful.com', CONTENTFUL_REVALIDATE_SECRET: 'short' },
      ['--webhook'],
    );
    expect(problems.map((line: string) => line.split(':')[0])).toEqual([
      'CONTENTFUL_SPACE_ID',
      'CONTENTFUL_MANAGEMENT_TOKEN',
      'CONTENTFUL_MANAGEMENT_HOST',
      'SITE_URL',
      'CONTENTFUL_REVALIDATE_SECRET',
    ]);
  });
});

describe('the slug validation', () => {
  it.each(['planning-a-corporate-video', 'reel-2026', 'a'])('accepts %s, which is a post address', (slug) => {
    expect(new RegExp(SLUG_PATTERN).test(slug)).toBe(true);
    expect(isPostSlug(slug)).toBe(true);
  });

  it.each(['Has Capitals', 'two--hyphens', '-leading', 'trailing-', 'a/b', 'rss.xml', 'opengraph image', ''])(
    'refuses %j',
    (slug) => {
      expect(new RegExp(SLUG_PATTERN).test(slug)).toBe(false);
    },
  );

  it('names the blog post content type itself, and projects, as the targets of links to entries', () => {
    const content = blogPostContentType('post').fields.content.contentful;
    expect(JSON.stringify(content)).toContain('"linkContentType":["post","project"]');
  });
});

test('npm run contentful:setup says in one line, without the token, why Contentful refused it', async () => {
  const token = 'CFPAT-refused-setup-token-0123456789';
  const api = await failingApi(REFUSED);
  try {
    const run = await promisify(execFile)(process.execPath, [path.join(__dirname, '../../scripts/contentful-setup.mjs')], {
      // Away from the project's own .env files, which the command reads from where it runs.
      cwd: tmpdir(),
      env: {
        ...process.env,
        CONTENTFUL_MANAGEMENT_TOKEN: token,
        CONTENTFUL_SPACE_ID: 'kestrel',
        CONTENTFUL_MANAGEMENT_HOST: api.host,
      },
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toEqual([expect.stringMatching(/^Contentful setup failed: .*401 .*invalid.*req-7/)]);
    expect(run.stderr).not.toMatch(/Bearer|0123456789/);
  } finally {
    api.close();
  }
});
