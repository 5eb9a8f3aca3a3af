/**
 * `npm run contentful:setup`: prepares the Contentful space through the Content Management API.
 * It creates or updates every content type the site reads (content/contentful-types.ts: blog posts,
 * projects, testimonials, clients, calls to action, prices, testimonial requests) with their help texts, and publishes them;
 * with `--webhook` it also creates or updates the webhook that refreshes the site. Safe to run
 * again: what already matches is left alone, and it prints what it changed.
 *
 * Settings (environment, or .env.local / .env): CONTENTFUL_SPACE_ID, CONTENTFUL_ENVIRONMENT
 * (master), CONTENTFUL_MANAGEMENT_TOKEN, CONTENTFUL_BLOG_CONTENT_TYPE (blogPost),
 * CONTENTFUL_MANAGEMENT_HOST (host[:port] of another API, for tests), and for the webhook
 * SITE_URL and CONTENTFUL_REVALIDATE_SECRET.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createJiti } from 'jiti';
import { managementClient } from '../lib/contentful/management-client.mjs';
import { previewUrlPattern } from '../lib/contentful/preview-urls.mjs';

export { managementClient };

export const DEFAULT_CONTENT_TYPE = 'blogPost';
/** The webhook calls this route of the site with the secret in this header. */
export const REVALIDATE_PATH = '/api/revalidate';
export const SECRET_HEADER = 'x-revalidate-secret';

/** Lower-case words joined by hyphens: one segment of a page's address (content/fields.ts says the same). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';

/**
 * Every content type the site reads, as the Content Management API takes it: declared once in
 * TypeScript (content/model.ts, with today's pages in content/contentful-types.ts), which jiti reads here.
 */
export async function contentTypes(blogPostId = DEFAULT_CONTENT_TYPE) {
  return (await importTs('../content/contentful-types.ts')).contentfulModel(blogPostId);
}

const importTs = (file) => createJiti(import.meta.url).import(fileURLToPath(new URL(file, import.meta.url)));

/** A failure of the Management API as one line for the owner's terminal, as the site logs it (never the request). */
export async function failureLine(error) {
  return (await importTs('../lib/contentful/loggable.ts')).loggableLine(error);
}

function withoutHelp(type) {
  const { id: _id, retired: _retired, ...rest } = type;
  return { ...rest, fields: type.fields.map(({ helpText: _help, ...field }) => field) };
}

/** The site's entry in Settings → Content preview: where "Open preview" and Live Preview open each type. */
export const PREVIEW_PLATFORM_NAME = 'The website';
export function previewPlatform(siteUrl, secret, contentTypeId = DEFAULT_CONTENT_TYPE) {
  return {
    name: PREVIEW_PLATFORM_NAME,
    description: 'Draft preview and Live Preview on the site; kept by npm run contentful:setup.',
    configurations: [
      { contentType: contentTypeId, url: previewUrlPattern(siteUrl, secret, 'post'), enabled: true, example: false },
      { contentType: 'project', url: previewUrlPattern(siteUrl, secret, 'project'), enabled: true, example: false },
    ],
  };
}

/** The webhook that refreshes the site when a post is published, unpublished or deleted. */
export function revalidateWebhook(siteUrl, secret) {
  return {
    name: 'Refresh the blog on the site',
    url: `${siteUrl.replace(/\/+$/, '')}${REVALIDATE_PATH}`,
    topics: ['Entry.publish', 'Entry.unpublish', 'Entry.delete'],
    filters: [],
    headers: [{ key: SECRET_HEADER, value: secret, secret: true }],
    transformation: { contentType: 'application/json' },
  };
}

const FIELD_KEYS = ['id', 'name', 'type', 'localized', 'required', 'validations', 'disabled', 'omitted', 'linkType', 'items'];

/** A value with its object keys sorted, so two equal definitions serialise alike. */
function canonical(value) {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .filter((key) => value[key] !== undefined)
        .map((key) => [key, canonical(value[key])]),
    );
  }
  return value;
}
const same = (a, b) => JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
const pick = (object, keys) => Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));

/**
 * The content type as it should be: our fields replace theirs; fields the site does not read are kept, and those it
 * no longer reads (`retired`) are disabled in the editor, so no one fills in a field that does nothing.
 */
function mergedContentType(existing, desired, retired = []) {
  const ours = new Set(desired.fields.map((item) => item.id));
  const kept = existing.fields
    .filter((item) => !ours.has(item.id))
    .map((item) => (retired.some((old) => old.id === item.id) ? { ...item, disabled: true } : item));
  return { ...desired, fields: [...desired.fields, ...kept] };
}

function contentTypeMatches(existing, desired, retired = []) {
  if (existing.name !== desired.name || existing.description !== desired.description) return false;
  if (existing.displayField !== desired.displayField) return false;
  if (existing.fields.some((item) => retired.some((old) => old.id === item.id) && !item.disabled)) return false;
  return desired.fields.every((wanted) => {
    const found = existing.fields.find((item) => item.id === wanted.id);
    return found !== undefined && same(pick(found, FIELD_KEYS), pick(wanted, FIELD_KEYS));
  });
}

const isNotFound = (error) =>
  error?.name === 'NotFound' || error?.status === 404 || /"status":\s*404/.test(String(error?.message ?? ''));

/** Creates, updates and publishes one content type, then sets the help text under each field. */
async function setUpContentType(client, type, note, log) {
  const contentTypeId = type.id;
  const desired = withoutHelp(type);
  let contentType = null;
  try {
    contentType = await client.contentType.get({ contentTypeId });
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
  if (!contentType) {
    contentType = await client.contentType.createWithId({ contentTypeId }, desired);
    note(`Created content type "${contentTypeId}" with fields ${desired.fields.map((item) => item.id).join(', ')}`);
  } else if (!contentTypeMatches(contentType, desired, type.retired)) {
    contentType = await client.contentType.update(
      { contentTypeId },
      { ...contentType, ...mergedContentType(contentType, desired, type.retired) },
    );
    note(`Updated content type "${contentTypeId}" to the fields the site reads`);
  } else {
    log(`· Content type "${contentTypeId}" already matches`);
  }
  if (!isPublished(contentType)) {
    contentType = await client.contentType.publish({ contentTypeId }, contentType);
    note(`Published content type "${contentTypeId}"`);
  }

  // Contentful keeps help texts in the entry editor's settings, made when the type is first published.
  const editor = await client.editorInterface.get({ contentTypeId });
  const controls = editor.controls ?? [];
  let changed = false;
  const present = (type.retired ?? []).filter((old) => contentType.fields.some((item) => item.id === old.id));
  const wanted = [...type.fields, ...present].map((field) => {
    const existing = controls.find((control) => control.fieldId === field.id) ?? { fieldId: field.id };
    if (existing.settings?.helpText === field.helpText) return existing;
    changed = true;
    return { ...existing, settings: { ...existing.settings, helpText: field.helpText } };
  });
  if (changed) {
    const others = controls.filter((control) => !wanted.some((field) => field.fieldId === control.fieldId));
    await client.editorInterface.update({ contentTypeId }, { ...editor, controls: [...wanted, ...others] });
    note(`Set the help texts of "${contentTypeId}"`);
  }
}

/**
 * Settings → Content preview. The SDK has no call for it, so this uses the Management API's
 * preview_environments address that Contentful's web app uses; if the space refuses, the command
 * says how to add the address by hand rather than failing.
 */
async function setUpPreview(client, wanted, note, log) {
  const { spaceId } = client.raw.getDefaultParams() ?? {};
  const base = `/spaces/${spaceId}/preview_environments`;
  try {
    const { items = [] } = await client.raw.get(base);
    const existing = items.find((item) => item.name === wanted.name);
    const comparable = (configurations) => (configurations ?? []).map((item) => pick(item, ['contentType', 'url', 'enabled']));
    if (!existing) {
      await client.raw.post(base, wanted);
      note(`Added the content preview "${wanted.name}" for ${wanted.configurations.map((item) => item.contentType).join(', ')}`);
    } else if (
      existing.description === wanted.description &&
      same(comparable(existing.configurations), comparable(wanted.configurations))
    ) {
      log(`· Content preview "${wanted.name}" already matches`);
    } else {
      await client.raw.put(`${base}/${existing.sys.id}`, wanted, { headers: { 'X-Contentful-Version': existing.sys.version } });
      note(`Updated the content preview "${wanted.name}"`);
    }
  } catch (error) {
    log(`! The content preview could not be set (${await failureLine(error)}). In Contentful, Settings → Content preview →`);
    log(`  add one for the blog post type with the address ${wanted.configurations[0].url}`);
  }
}

const isPublished = (contentType) =>
  typeof contentType.sys.publishedVersion === 'number' && contentType.sys.publishedVersion === contentType.sys.version - 1;

/**
 * Brings the space in line. `client` is a contentful-management plain client with the space
 * and environment as defaults. Returns the list of changes made (empty when none was needed).
 * @param {{
 *   client: import('contentful-management').PlainClientAPI;
 *   contentTypeId?: string;
 *   types?: Awaited<ReturnType<typeof contentTypes>>;
 *   webhook?: { siteUrl: string; secret: string } | null;
 *   preview?: { siteUrl: string; secret: string } | null;
 *   log?: (line: string) => void;
 * }} options
 * @returns {Promise<string[]>}
 */
export async function setUpSpace({
  client,
  contentTypeId = DEFAULT_CONTENT_TYPE,
  types,
  webhook = null,
  preview = null,
  log = console.log,
}) {
  const changes = [];
  const note = (message) => {
    changes.push(message);
    log(`✔ ${message}`);
  };
  for (const type of types ?? (await contentTypes(contentTypeId))) await setUpContentType(client, type, note, log);

  if (preview) await setUpPreview(client, previewPlatform(preview.siteUrl, preview.secret, contentTypeId), note, log);

  if (webhook) {
    const wanted = revalidateWebhook(webhook.siteUrl, webhook.secret);
    const { items } = await client.webhook.getMany({ query: { limit: 100 } });
    const existing = items.find((item) => item.url === wanted.url);
    if (!existing) {
      await client.webhook.create({}, wanted);
      note(`Created webhook "${wanted.name}" → POST ${wanted.url}`);
    } else {
      // A secret header's value cannot be read back: its presence is what can be compared.
      const matches =
        existing.name === wanted.name &&
        same([...existing.topics].sort(), [...wanted.topics].sort()) &&
        same(existing.filters ?? [], wanted.filters) &&
        existing.transformation?.contentType === wanted.transformation.contentType &&
        (existing.headers ?? []).length === 1 &&
        existing.headers[0].key === SECRET_HEADER &&
        existing.headers[0].secret === true;
      if (matches) {
        log(`· Webhook to ${wanted.url} already matches`);
      } else {
        await client.webhook.update({ webhookDefinitionId: existing.sys.id }, { ...existing, ...wanted });
        note(`Updated webhook "${wanted.name}" → POST ${wanted.url}`);
      }
    }
  }
  log(changes.length ? `${changes.length} change(s) made.` : 'Nothing to change: the space is ready.');
  return changes;
}

const ID = /^[A-Za-z0-9_.-]+$/;
const HOST = /^[A-Za-z0-9.-]+(?::\d{1,5})?$|^\[::1\](?::\d{1,5})?$/;

/** The command's settings from the environment, or a list of what is missing or malformed. */
export function setupSettings(env, args = []) {
  const problems = [];
  const value = (name) => (env[name] ?? '').trim();
  const spaceId = value('CONTENTFUL_SPACE_ID');
  const environmentId = value('CONTENTFUL_ENVIRONMENT') || 'master';
  const accessToken = value('CONTENTFUL_MANAGEMENT_TOKEN');
  const contentTypeId = value('CONTENTFUL_BLOG_CONTENT_TYPE') || DEFAULT_CONTENT_TYPE;
  const host = value('CONTENTFUL_MANAGEMENT_HOST');
  if (!spaceId || !ID.test(spaceId)) problems.push('CONTENTFUL_SPACE_ID: the space id is required');
  if (!ID.test(environmentId)) problems.push('CONTENTFUL_ENVIRONMENT: must be an environment id');
  if (!accessToken) problems.push('CONTENTFUL_MANAGEMENT_TOKEN: a Content Management API token is required');
  if (!ID.test(contentTypeId)) problems.push('CONTENTFUL_BLOG_CONTENT_TYPE: must be a content type id');
  if (host && !HOST.test(host)) problems.push('CONTENTFUL_MANAGEMENT_HOST: must be host or host:port, without a scheme');
  let webhook = null;
  if (args.includes('--webhook')) {
    const siteUrl = value('SITE_URL');
    const secret = value('CONTENTFUL_REVALIDATE_SECRET');
    if (!/^https?:\/\/[^/]+/.test(siteUrl)) problems.push('SITE_URL: the public origin is needed for --webhook');
    if (secret.length < 16) problems.push('CONTENTFUL_REVALIDATE_SECRET: at least 16 characters are needed for --webhook');
    webhook = { siteUrl, secret };
  }
  // The preview address is kept whenever the site's origin and the preview secret are known.
  const previewSecret = value('CONTENTFUL_PREVIEW_SECRET');
  const previewSite = value('SITE_URL');
  const preview = previewSecret && /^https?:\/\/[^/]+/.test(previewSite) ? { siteUrl: previewSite, secret: previewSecret } : null;
  return { problems, spaceId, environmentId, accessToken, contentTypeId, host, webhook, preview };
}

async function main() {
  for (const file of ['.env.local', '.env']) if (existsSync(file)) process.loadEnvFile?.(file);
  const settings = setupSettings(process.env, process.argv.slice(2));
  if (settings.problems.length) {
    console.error(`Cannot set up Contentful:\n${settings.problems.map((line) => `  ${line}`).join('\n')}`);
    process.exit(1);
  }
  console.log(`Contentful space ${settings.spaceId}, environment ${settings.environmentId}:`);
  await setUpSpace({
    client: managementClient(settings),
    contentTypeId: settings.contentTypeId,
    webhook: settings.webhook,
    preview: settings.preview,
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch(async (error) => {
    console.error(`Contentful setup failed: ${await failureLine(error)}`);
    process.exit(1);
  });
}
