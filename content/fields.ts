import { z } from 'zod';

// The building blocks of the content model (content/model.ts), where every kind of content is declared with
// them. Each field builder gives, from one declaration, the site's rule for the value (zod), the Contentful
// field(s) that hold it, the help text the owner reads under the field in Contentful (or above it in content/),
// and how a Delivery API entry's value becomes the site's value.

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const slug = z.string().regex(new RegExp(SLUG_PATTERN), 'slugs are lower-case words joined by hyphens');
export const text = z.string().trim().min(1);
export const paragraphs = z.array(text).min(1);
export const isoDate = z.iso.date();

/** Contentful's Images API, the one image host outside public/ the pages (and their CSP) accept. */
export const CONTENTFUL_IMAGE_ORIGIN = 'https://images.ctfassets.net';

/** An address in public/ (one leading /) or on the Contentful host `origin`. */
const onSiteOr = (origin: string, message: string) =>
  z.string().refine((src) => (src.startsWith('/') && !src.startsWith('//')) || src.startsWith(`${origin}/`), message);

export const imageSchema = z.object({
  src: onSiteOr(CONTENTFUL_IMAGE_ORIGIN, 'images ship in public/ and start with /, or come from Contentful'),
  alt: text,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});
export type ContentImage = z.infer<typeof imageSchema>;

/** Contentful's host for the films of video assets, which the pages play themselves (the hero's loop). */
export const CONTENTFUL_VIDEO_ORIGIN = 'https://videos.ctfassets.net';

export const VIDEO_FORMATS = ['video/mp4', 'video/webm'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/** A film file the page plays itself, from public/ or Contentful. */
export const videoFileSchema = z.object({
  src: onSiteOr(CONTENTFUL_VIDEO_ORIGIN, 'films ship in public/ and start with /, or come from Contentful'),
  type: z.enum(VIDEO_FORMATS),
});
export type VideoFile = z.infer<typeof videoFileSchema>;

export const videoHostSchema = z.enum(['youtube', 'vimeo']);

/** A point in the film, in whole seconds from its start. */
const offset = z.number().int().nonnegative();

const filmFields = {
  /** Length in whole seconds (`npm run media` prints it). */
  duration: z.number().int().positive(),
  /** The day the film was published at its host. */
  uploadDate: isoDate,
  /** Chapters in playing order, each running to the next one's start (the last to the end). */
  chapters: z
    .array(z.object({ title: text, start: offset }))
    .min(2)
    .optional(),
  /** What is said in the film, one paragraph a line; shown under the film and given to search engines. */
  transcript: paragraphs.optional(),
};

const YOUTUBE_ID = '^[A-Za-z0-9_-]{11}$';
const VIMEO_ID = '^\\d+$';
const VIMEO_HASH = '^[0-9a-f]+$';

/** Where a film is hosted: the site shows its own poster, and loads the host's player only on play. */
export const filmSchema = z
  .discriminatedUnion('host', [
    z.object({
      host: z.literal('youtube'),
      id: z.string().regex(new RegExp(YOUTUBE_ID), 'a YouTube id has 11 characters'),
      ...filmFields,
    }),
    z.object({
      host: z.literal('vimeo'),
      id: z.string().regex(new RegExp(VIMEO_ID), 'a Vimeo id is a number'),
      /** The part after the id in an unlisted film's private link (vimeo.com/<id>/<hash>). */
      hash: z.string().regex(new RegExp(VIMEO_HASH), 'the private-link hash is the hexadecimal part after the id').optional(),
      ...filmFields,
    }),
  ])
  .superRefine((film, context) => {
    const starts = film.chapters?.map((chapter) => chapter.start) ?? [];
    if (starts.length > 0 && starts[0] !== 0)
      context.addIssue({ code: 'custom', path: ['chapters'], message: 'the first chapter starts at 0' });
    if (starts.some((start, index) => index > 0 && start <= starts[index - 1]!))
      context.addIssue({ code: 'custom', path: ['chapters'], message: 'chapters start in order, each after the one before' });
    if (starts.some((start) => start >= film.duration))
      context.addIssue({ code: 'custom', path: ['chapters'], message: 'every chapter starts before the film ends' });
  });
export type Film = z.infer<typeof filmSchema>;
export type VideoHost = z.infer<typeof videoHostSchema>;

/** A field as the Content Management API takes it (help text goes to the entry editor's settings). */
export interface ContentfulField {
  id: string;
  name: string;
  type: 'Symbol' | 'Text' | 'Integer' | 'Date' | 'Boolean' | 'Link' | 'Array' | 'RichText';
  required: boolean;
  localized: false;
  disabled: false;
  omitted: false;
  validations: Record<string, unknown>[];
  linkType?: 'Entry' | 'Asset';
  items?: { type: 'Symbol' | 'Link'; linkType?: 'Entry' | 'Asset'; validations: Record<string, unknown>[] };
  helpText: string;
}

/** What reading an entry can look up: its links (resolved from the response's includes) and its sys. */
export interface EntryContext {
  sys: { id: string; updatedAt?: unknown; createdAt?: unknown };
  /** The linked entry's fields when it is in the response and of the given type (else it is missing or unpublished). */
  entry(link: unknown, contentType: string): Record<string, unknown> | null;
  /** The linked asset's fields when it is in the response. */
  asset(link: unknown): Record<string, unknown> | null;
}

export interface Field<S extends z.ZodType = z.ZodType, R extends boolean = boolean> {
  schema: S;
  required: R;
  /** The Contentful fields holding the value: none for a value the site fills in itself. */
  contentful: ContentfulField[];
  /** The site's value from a Delivery API entry's fields; undefined when absent or unusable. */
  read(fields: Record<string, unknown>, context: EntryContext): unknown;
  /** The Contentful fields holding a site value: the inverse of `read` (test fixtures, imports). */
  write(value: unknown, refs: EntryRefs): Record<string, unknown>;
  /** The label the owner sees in Contentful for a part of the value (a choice's or a film's own field). */
  labelOf?(part: PropertyKey | undefined): string | undefined;
  /** What the owner should check when the field holds something the site cannot use. */
  unusable?: string;
}

/** How `write` links to what a value names. */
export interface EntryRefs {
  asset(file: ContentImage | VideoFile): unknown;
  entry(contentType: string, slug: string): unknown;
}

interface Options<R extends boolean> {
  /** The field's label in Contentful. */
  name: string;
  /** Shown under the field in Contentful's entry editor. */
  help: string;
  required?: R;
  /** The Contentful field id, when it is not the site's key. */
  id?: string;
}

const contentfulField = (
  id: string,
  options: Options<boolean>,
  type: ContentfulField['type'],
  extra: Partial<ContentfulField> = {},
): ContentfulField => ({
  id,
  name: options.name,
  type,
  required: options.required === true,
  localized: false,
  disabled: false,
  omitted: false,
  validations: [],
  helpText: options.help,
  ...extra,
});

/** A Contentful field linking one asset or entry, of the kind `validation` allows. */
const linkField = (id: string, options: Options<boolean>, linkType: 'Asset' | 'Entry', validation: Record<string, unknown>) =>
  contentfulField(id, options, 'Link', { linkType, validations: [validation] });

const trimmed = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

/**
 * A field builder. `key` is the site's name for the value; the Contentful id is the same unless
 * `options.id` says otherwise.
 */
type Builder<S extends z.ZodType, O = object> = <R extends boolean = false>(key: string, options: Options<R> & O) => Field<S, R>;

function builder<S extends z.ZodType, O = object>(
  make: (
    id: string,
    options: Options<boolean> & O,
  ) => {
    schema: S;
    contentful: ContentfulField[];
    read: Field['read'];
    write?: Field['write'];
    labelOf?: Field['labelOf'];
    unusable?: string;
  },
): Builder<S, O> {
  return <R extends boolean = false>(key: string, options: Options<R> & O) => {
    const id = options.id ?? key;
    const made = make(id, options);
    return { write: (value) => ({ [id]: value }), ...made, required: (options.required ?? false) as R };
  };
}

interface TextOptions {
  max?: number;
  pattern?: { source: string; message: string };
  unique?: boolean;
}

/** Refuses text of spaces alone, which the site reads as empty: for a required field without a pattern of its own. */
const NOT_BLANK = { regexp: { pattern: '\\S', flags: null }, message: 'Required: more than spaces.' };

function textValidations({ max, pattern, unique }: TextOptions, required = false) {
  return [
    ...(unique ? [{ unique: true }] : []),
    ...(max ? [{ size: { max }, message: `At most ${max} characters.` }] : []),
    ...(pattern ? [{ regexp: { pattern: pattern.source, flags: null }, message: pattern.message }] : []),
    ...(required && !pattern ? [NOT_BLANK] : []),
  ];
}

function textRule({ max, pattern }: TextOptions) {
  let rule = text;
  if (max) rule = rule.max(max);
  if (pattern) rule = rule.regex(new RegExp(pattern.source), pattern.message);
  return rule;
}

/** One line of text. */
export const shortText = builder<z.ZodString, TextOptions>((id, options) => ({
  schema: textRule(options),
  contentful: [contentfulField(id, options, 'Symbol', { validations: textValidations(options, options.required) })],
  read: (fields) => trimmed(fields[id]),
}));

/** Text of several sentences, shown as one paragraph. */
export const longText = builder<z.ZodString, { max?: number }>((id, options) => ({
  schema: textRule(options),
  contentful: [contentfulField(id, options, 'Text', { validations: textValidations(options, options.required) })],
  read: (fields) => trimmed(fields[id]),
}));

/** The address of an entry's own page: one segment, unique. */
export const slugField = builder<typeof slug>((id, options) => ({
  schema: slug,
  contentful: [
    contentfulField(id, options, 'Symbol', {
      validations: textValidations({
        unique: true,
        pattern: { source: SLUG_PATTERN, message: 'Lower-case letters, digits and single hyphens, e.g. milan-design-week' },
      }),
    }),
  ],
  read: (fields) => trimmed(fields[id]),
}));

/** Paragraphs written in one long-text field, separated by an empty line. */
export const paragraphsField = builder<typeof paragraphs>((id, options) => ({
  schema: paragraphs,
  contentful: [contentfulField(id, options, 'Text', { validations: textValidations({}, options.required) })],
  read: (fields) => {
    const value = trimmed(fields[id]);
    return value
      ?.split(/\r?\n\s*\r?\n/)
      .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
  },
  write: (value) => ({ [id]: (value as string[]).join('\n\n') }),
}));

/** A list of short lines. */
export const textList = builder<z.ZodArray<typeof text>, { min?: number }>((id, options) => ({
  schema: z.array(text).min(options.min ?? 0),
  contentful: [
    contentfulField(id, options, 'Array', {
      items: { type: 'Symbol', validations: [] },
      ...(options.min ? { validations: [{ size: { min: options.min }, message: `At least ${options.min}.` }] } : {}),
    }),
  ],
  read: (fields) => {
    const value = fields[id];
    return Array.isArray(value) ? value.map(trimmed).filter((item) => item !== undefined) : undefined;
  },
}));

/** One of a fixed set of values (a drop-down in Contentful). */
export function oneOf<const V extends readonly [string, ...string[]]>(values: V) {
  return builder<z.ZodEnum<{ [K in V[number]]: K }>>((id, options) => ({
    schema: z.enum(values),
    contentful: [
      contentfulField(id, options, 'Symbol', { validations: [{ in: [...values], message: `One of: ${values.join(', ')}.` }] }),
    ],
    read: (fields) => trimmed(fields[id]),
  }));
}

/**
 * Several of a fixed set of values (check boxes in Contentful), in the owner's order. With `dropUnknown`, a value no
 * longer in the set (ticked before it was removed from the site) is left out instead of failing the entry.
 */
export function someOf<const V extends readonly [string, ...string[]]>(values: V, min = 1) {
  return builder<z.ZodArray<z.ZodEnum<{ [K in V[number]]: K }>>, { dropUnknown?: boolean }>((id, options) => ({
    schema: z.array(z.enum(values)).min(min),
    contentful: [
      contentfulField(id, options, 'Array', {
        items: { type: 'Symbol', validations: [{ in: [...values] }] },
        validations: min > 0 ? [{ size: { min }, message: `At least ${min}.` }] : [],
      }),
    ],
    read: (fields) => {
      const value = fields[id];
      if (!Array.isArray(value)) return undefined;
      const known = (item: string | undefined) => item !== undefined && (!options.dropUnknown || values.includes(item));
      return [...new Set(value.map(trimmed).filter(known))];
    },
  }));
}

/** A whole number. */
export const integerField = builder<z.ZodNumber, { min?: number; max?: number }>((id, options) => {
  let schema = z.number().int();
  if (options.min !== undefined) schema = schema.min(options.min);
  if (options.max !== undefined) schema = schema.max(options.max);
  const range = {
    ...(options.min !== undefined && { min: options.min }),
    ...(options.max !== undefined && { max: options.max }),
  };
  return {
    schema,
    contentful: [contentfulField(id, options, 'Integer', Object.keys(range).length ? { validations: [{ range }] } : {})],
    read: (fields) => (typeof fields[id] === 'number' ? fields[id] : undefined),
  };
});

/** Yes or no (a switch in Contentful). */
export const booleanField = builder<z.ZodBoolean>((id, options) => ({
  schema: z.boolean(),
  contentful: [contentfulField(id, options, 'Boolean')],
  read: (fields) => (typeof fields[id] === 'boolean' ? fields[id] : undefined),
}));

/** A Contentful field id for one choice of a list: 'up-to-1' under 'length' → 'lengthUpTo1', '1-3' → 'length1_3'. */
export function choiceFieldId(id: string, value: string): string {
  const parts = value.split(/[^A-Za-z0-9]+/).filter(Boolean);
  return parts.reduce(
    (joined, part, index) =>
      // An underscore keeps '1-3' and '13' apart; words are joined in camel case.
      `${joined}${index > 0 && /^\d/.test(part) && /\d$/.test(parts[index - 1]!) ? '_' : ''}${part[0]!.toUpperCase()}${part.slice(1)}`,
    id,
  );
}

/**
 * An amount in whole pounds for each choice of a list (one number field each in Contentful, named after the choice),
 * read into a record by the choice's value. A choice left empty in Contentful reads as absent, so its check names it.
 */
export function amountsBy<const V extends string>(choices: readonly { value: V; label: string }[], max = 1_000_000) {
  return builder<z.ZodObject<Record<V, z.ZodNumber>>>((id, options) => {
    const amount = z.number().int('whole pounds').min(0).max(max);
    return {
      schema: z.object(Object.fromEntries(choices.map((choice) => [choice.value, amount])) as Record<V, z.ZodNumber>),
      ...amountFields(choices, max, id, options, options.required === true),
    };
  });
}

/**
 * Like amountsBy, but each amount may be left empty (and reads as absent): for a list the owner's other edits can
 * grow, such as the location pages, whose new choice must not make the whole entry fail.
 */
export function optionalAmountsBy<const V extends string>(choices: readonly { value: V; label: string }[], max = 1_000_000) {
  return builder<z.ZodObject<Record<V, z.ZodOptional<z.ZodNumber>>>>((id, options) => {
    const amount = z.number().int('whole pounds').min(0).max(max).optional();
    const fields = amountFields(choices, max, id, options, false);
    return {
      schema: z.object(Object.fromEntries(choices.map((choice) => [choice.value, amount])) as Record<V, typeof amount>),
      ...fields,
      read: (entry, context) => fields.read(entry, context) ?? {},
    };
  });
}

function amountFields(
  choices: readonly { value: string; label: string }[],
  max: number,
  id: string,
  options: Options<boolean>,
  required: boolean,
): Pick<Field, 'contentful' | 'read' | 'write' | 'labelOf'> {
  return {
    contentful: choices.map((choice) =>
      contentfulField(
        choiceFieldId(id, choice.value),
        { name: `${options.name}: ${choice.label}`, help: options.help, required },
        'Integer',
        { validations: [{ range: { min: 0, max }, message: `Whole pounds from 0 to ${max}.` }] },
      ),
    ),
    read: (fields) => {
      const values = choices.map((choice) => [choice.value, fields[choiceFieldId(id, choice.value)]] as const);
      return values.every(([, value]) => value === undefined || value === null)
        ? undefined
        : Object.fromEntries(values.filter(([, value]) => value !== undefined && value !== null));
    },
    write: (value) =>
      Object.fromEntries(
        choices
          .filter((choice) => (value as Record<string, unknown>)[choice.value] !== undefined)
          .map((choice) => [choiceFieldId(id, choice.value), (value as Record<string, unknown>)[choice.value]]),
      ),
    labelOf: (part) => {
      const choice = choices.find((candidate) => candidate.value === part);
      return choice && `${options.name}: ${choice.label}`;
    },
  };
}

/**
 * A value of any shape kept in content/ only (a list of FAQs, a group of facts): no Contentful field holds it, so
 * a kind that has one is written in content/, not in Contentful.
 */
export function valueField<S extends z.ZodType>(schema: S) {
  return builder<S>(() => ({ schema, contentful: [], read: () => undefined }));
}

/** A calendar day, YYYY-MM-DD (Contentful's date picker, without a time). */
export const dateField = builder<typeof isoDate>((id, options) => ({
  schema: isoDate,
  contentful: [contentfulField(id, options, 'Date')],
  read: (fields) => /^\d{4}-\d{2}-\d{2}/.exec(trimmed(fields[id]) ?? '')?.[0],
}));

const positive = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined);

/** An asset file's address on Contentful's `origin` (or the site's own), without its query; undefined for any other. */
function assetFileUrl(file: Record<string, unknown>, origin: string): string | undefined {
  const url = typeof file.url === 'string' ? file.url.trim() : '';
  const src = url.startsWith('//') ? `https:${url}` : url;
  const onSite = src.startsWith('/') && !src.startsWith('//');
  if ((!onSite && !src.startsWith(`${origin}/`)) || /[\s"'<>\\]/.test(src)) return undefined;
  return src.split(/[?#]/)[0]!;
}

/** The image of an asset on Contentful's Images API, its description (else its title) as alt text. */
export function imageFromAssetFields(fields: Record<string, unknown> | null): ContentImage | undefined {
  const file = fields?.file as Record<string, unknown> | undefined;
  if (!file || typeof file !== 'object') return undefined;
  if (typeof file.contentType === 'string' && !file.contentType.startsWith('image/')) return undefined;
  const src = assetFileUrl(file, CONTENTFUL_IMAGE_ORIGIN);
  if (!src) return undefined;
  const details = (file.details as { image?: { width?: unknown; height?: unknown } } | undefined)?.image;
  const width = positive(details?.width);
  const height = positive(details?.height);
  const alt = trimmed(fields?.description) ?? trimmed(fields?.title);
  if (!width || !height || !alt) return undefined;
  return { src, alt, width, height };
}

/** An image asset; its description is the alt text. */
export const imageField = builder<typeof imageSchema>((id, options) => ({
  schema: imageSchema,
  contentful: [linkField(id, options, 'Asset', { linkMimetypeGroup: ['image'], message: 'An image.' })],
  read: (fields, context) => imageFromAssetFields(context.asset(fields[id])),
  write: (value, refs) => ({ [id]: refs.asset(value as ContentImage) }),
  unusable: 'it needs a published image with a description',
}));

/** The film file of a video asset in the given format, on Contentful's video host (or the site's own, in tests). */
export function videoFromAssetFields(fields: Record<string, unknown> | null, format: VideoFormat): VideoFile | undefined {
  const file = fields?.file as Record<string, unknown> | undefined;
  if (!file || typeof file !== 'object' || file.contentType !== format) return undefined;
  const src = assetFileUrl(file, CONTENTFUL_VIDEO_ORIGIN);
  return src ? { src, type: format } : undefined;
}

/** A video asset of one format (MP4 or WebM), played by the page itself. */
export function videoField(format: VideoFormat) {
  return builder<typeof videoFileSchema>((id, options) => ({
    schema: videoFileSchema,
    contentful: [linkField(id, options, 'Asset', { linkMimetypeGroup: ['video'], message: 'A film.' })],
    read: (fields, context) => videoFromAssetFields(context.asset(fields[id]), format),
    write: (value, refs) => ({ [id]: refs.asset(value as VideoFile) }),
    unusable: `it needs a published ${format === 'video/mp4' ? 'MP4' : 'WebM'} film`,
  }));
}

/** A rich-text body (Contentful's editor), limited to what the site can render. */
export const richTextField = builder<z.ZodType<Record<string, unknown>>, { validations: Record<string, unknown>[] }>(
  (id, options) => ({
    schema: z.record(z.string(), z.unknown()),
    contentful: [contentfulField(id, options, 'RichText', { validations: options.validations })],
    read: (fields) => (fields[id] && typeof fields[id] === 'object' ? fields[id] : undefined),
  }),
);

/** A reference to another entry of the model, by its slug on the site; a missing or unpublished one reads as absent. */
export function entryLink(contentType: string) {
  return builder<typeof slug>((id, options) => ({
    schema: slug,
    contentful: [linkField(id, options, 'Entry', { linkContentType: [contentType], message: `A ${contentType} entry.` })],
    read: (fields, context) => {
      const value = trimmed(context.entry(fields[id], contentType)?.slug);
      return value && slug.safeParse(value).success ? value : undefined;
    },
    write: (value, refs) => ({ [id]: refs.entry(contentType, value as string) }),
  }));
}

/** When the entry last changed (for the sitemap): filled in by the site, not a field the owner edits. */
export function updatedAtField() {
  return {
    schema: isoDate,
    required: true as const,
    contentful: [],
    read: (_fields: Record<string, unknown>, context: EntryContext) =>
      /^\d{4}-\d{2}-\d{2}/.exec(String(context.sys.updatedAt ?? ''))?.[0],
    write: () => ({}),
  } satisfies Field<typeof isoDate, true>;
}

/** A value every entry has alike, kept in the type for the pages and structured data. */
export function fixedField<const V extends string | number>(value: V) {
  return {
    schema: z.literal(value),
    required: true as const,
    contentful: [],
    read: () => value,
    write: () => ({}),
  } satisfies Field<z.ZodLiteral<V>, true>;
}

/**
 * The mark of an entry made up for the sample site: `npm run launch-check`, and `next build` for a public address,
 * list every marked entry the site would publish. Only content/ gives it: Contentful has no such field (the setup
 * creates none), so an entry of the owner's space is never marked; the sample posts, written as the Delivery API
 * would give them, carry it among their fields.
 */
export function sampleField() {
  return {
    schema: z.literal(true),
    required: false as const,
    contentful: [],
    read: (fields: Record<string, unknown>) => (fields.sample === true ? true : undefined),
    write: () => ({}),
  } satisfies Field<z.ZodLiteral<true>, false>;
}

const CHAPTER = /^(?:(\d+):)?(\d{1,2}):(\d{2})\s+(\S.*)$/;

/** "1:02:03 Title" or "2:05 Title" → a chapter; null when the line is not of that form. */
export function chapterFromLine(line: string): { title: string; start: number } | null {
  const match = CHAPTER.exec(line.trim());
  if (!match) return null;
  const [, hours, minutes, seconds, title] = match;
  if (Number(seconds) > 59 || (hours !== undefined && Number(minutes) > 59)) return null;
  return { title: title!.trim(), start: Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(seconds) };
}

/**
 * A project's film, held in Contentful as a group of fields named film…; absent when no host and id
 * are given (the page then says the video is unavailable).
 */
export const filmField = builder<typeof filmSchema>((id, options) => {
  const sub = (suffix: string) => `${id}${suffix}`;
  const part = (suffix: string, name: string, help: string, type: ContentfulField['type'], extra = {}) =>
    contentfulField(sub(suffix), { name: `${options.name}: ${name}`, help, required: false }, type, extra);
  const contentful = [
    part('Host', 'host', 'Where the film is published.', 'Symbol', { validations: [{ in: ['youtube', 'vimeo'] }] }),
    part('Id', 'id', 'The id in the film’s address: 11 characters on YouTube, a number on Vimeo.', 'Symbol', {
      validations: [
        {
          regexp: { pattern: `${YOUTUBE_ID}|${VIMEO_ID}`, flags: null },
          message: '11 characters (YouTube) or a number (Vimeo).',
        },
      ],
    }),
    part('Hash', 'private-link hash', 'Vimeo only, for an unlisted film: the part after the id in its private link.', 'Symbol', {
      validations: [{ regexp: { pattern: VIMEO_HASH, flags: null }, message: 'Letters a–f and digits only.' }],
    }),
    part('Duration', 'length in seconds', 'The film’s length in whole seconds (`npm run media` prints it).', 'Integer', {
      validations: [{ range: { min: 1 } }],
    }),
    part('UploadDate', 'upload date', 'The day the film was published at its host.', 'Date'),
    part(
      'Chapters',
      'chapters',
      'One line a chapter, its start then its title, e.g. "0:27 The fair opens"; the first starts at 0:00.',
      'Array',
      {
        items: { type: 'Symbol', validations: [{ regexp: { pattern: CHAPTER.source, flags: null } }] },
      },
    ),
    part('Transcript', 'transcript', 'What is said in the film, an empty line between paragraphs.', 'Text'),
  ];
  return {
    schema: filmSchema,
    contentful,
    read: (fields) => {
      const host = trimmed(fields[sub('Host')]);
      const filmId = trimmed(fields[sub('Id')]);
      if (!host || !filmId) return undefined;
      const lines = fields[sub('Chapters')];
      const chapters = Array.isArray(lines) ? lines.map((line) => (typeof line === 'string' ? chapterFromLine(line) : null)) : [];
      const transcript = trimmed(fields[sub('Transcript')])
        ?.split(/\r?\n\s*\r?\n/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean);
      return {
        host,
        id: filmId,
        ...(trimmed(fields[sub('Hash')]) ? { hash: trimmed(fields[sub('Hash')]) } : {}),
        duration: fields[sub('Duration')],
        uploadDate: /^\d{4}-\d{2}-\d{2}/.exec(trimmed(fields[sub('UploadDate')]) ?? '')?.[0],
        // A malformed chapter line fails the whole film's check rather than silently shifting the others.
        ...(chapters.length ? { chapters: chapters.map((chapter) => chapter ?? { title: '', start: -1 }) } : {}),
        ...(transcript?.length ? { transcript } : {}),
      };
    },
    // The film's `duration` is held in `filmDuration`, labelled "Film: length in seconds".
    labelOf: (part) =>
      typeof part === 'string' && part
        ? contentful.find((field) => field.id === sub(`${part[0]!.toUpperCase()}${part.slice(1)}`))?.name
        : undefined,
    write: (value) => {
      const film = value as Film;
      const clock = (start: number) => `${Math.floor(start / 60)}:${String(start % 60).padStart(2, '0')}`;
      return {
        [sub('Host')]: film.host,
        [sub('Id')]: film.id,
        ...(film.host === 'vimeo' && film.hash ? { [sub('Hash')]: film.hash } : {}),
        [sub('Duration')]: film.duration,
        [sub('UploadDate')]: film.uploadDate,
        ...(film.chapters
          ? { [sub('Chapters')]: film.chapters.map((chapter) => `${clock(chapter.start)} ${chapter.title}`) }
          : {}),
        ...(film.transcript ? { [sub('Transcript')]: film.transcript.join('\n\n') } : {}),
      };
    },
  };
});

/** A content type: its Contentful description and its fields, by the site's key. */
export interface ContentType<F extends Record<string, Field> = Record<string, Field>> {
  id: string;
  name: string;
  description: string;
  /** The field Contentful shows as an entry's title. */
  displayField: string;
  fields: F;
  /**
   * Fields the site no longer reads: `npm run contentful:setup` disables them in the editor, with this help text
   * saying where their meaning went, and keeps what entries hold (a space made later never gets them).
   */
  retired?: { id: string; helpText: string }[];
}

type Shape<F extends Record<string, Field>> = {
  [K in keyof F]: F[K]['required'] extends true ? F[K]['schema'] : z.ZodOptional<F[K]['schema']>;
};

/** The site's value of an entry of the type. */
export type ValueOf<T extends ContentType> = z.infer<z.ZodObject<Shape<T['fields']>>>;

/** The site's rule for a whole entry of the type. */
export function schemaOf<F extends Record<string, Field>>(type: ContentType<F>): z.ZodObject<Shape<F>> {
  const shape = Object.fromEntries(
    Object.entries(type.fields).map(([key, field]) => [key, field.required ? field.schema : field.schema.optional()]),
  );
  return z.object(shape) as unknown as z.ZodObject<Shape<F>>;
}

/** A site value as the fields of a Contentful entry of the type (values left out stay out). */
export function entryFieldsOf(type: ContentType, value: Record<string, unknown>, refs: EntryRefs): Record<string, unknown> {
  return Object.assign(
    {},
    ...Object.entries(type.fields).map(([key, field]) => (value[key] === undefined ? {} : field.write(value[key], refs))),
  );
}

/**
 * The label the owner sees in Contentful for the field at `path` of an entry's value ("Location page",
 * "Travel to: Lewes", "Goals, item 2"), so a problem found in an entry names what the owner can find.
 */
export function fieldLabel(type: ContentType, path: readonly PropertyKey[]): string {
  const [key, part, ...rest] = path;
  const field = fieldAt(type, key);
  if (!field) return path.length ? path.map(String).join('.') : 'the entry as a whole';
  const own = field.labelOf?.(part);
  const label = own ?? field.contentful[0]?.name ?? String(key);
  const item = own ? rest[0] : part;
  return typeof item === 'number' ? `${label}, item ${item + 1}` : label;
}

/** The Contentful fields holding the part of an entry's value at `path`: a film's length is its "Film: length in seconds". */
export function contentfulFieldsAt(type: ContentType, path: readonly PropertyKey[]): ContentfulField[] {
  const [key, part] = path;
  const field = fieldAt(type, key);
  const own = field?.labelOf?.(part);
  return (own ? field?.contentful.filter((item) => item.name === own) : field?.contentful) ?? [];
}

/** The field of a type at the site's `key`, if it declares one. */
export const fieldAt = (type: ContentType, key: PropertyKey | undefined): Field | undefined =>
  typeof key === 'string' && Object.hasOwn(type.fields, key) ? type.fields[key] : undefined;

/** The Contentful fields of a type, in declaration order. */
export const contentfulFields = (type: ContentType) => Object.values(type.fields).flatMap((field) => field.contentful);
