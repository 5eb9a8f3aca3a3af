import { z } from 'zod';
import { EXTRAS, FILM_LENGTHS } from './brief';
import {
  amountsBy,
  booleanField,
  contentfulFields,
  dateField,
  entryLink,
  filmField,
  fixedField,
  imageField,
  integerField,
  longText,
  oneOf,
  optionalAmountsBy,
  paragraphsField,
  richTextField,
  sampleField,
  schemaOf,
  shortText,
  slugField,
  someOf,
  textList,
  updatedAtField,
  type ContentType,
} from './fields';
import { locations } from './locations';
import type { PricingRules } from './schema';
import { services } from './services';

// The content the owner edits in Contentful, declared once. From these declarations come the
// content types `npm run contentful:setup` creates, the reading of Delivery API entries
// (lib/contentful/entries.ts), the site's types and the check of the same content in content/.
// Services, locations and legal text are site pages kept in content/: entries name them by slug.

const serviceSlugs = services.map((service) => service.slug) as [string, ...string[]];
const locationSlugs = locations.map((location) => location.slug) as [string, ...string[]];

export const PROJECT_CATEGORIES = ['Event', 'Corporate', 'Product', 'Social Media'] as const;
const MONTH_YEAR = '^(January|February|March|April|May|June|July|August|September|October|November|December) \\d{4}$';

export const projectType = {
  id: 'project',
  name: 'Project',
  description: 'A film in the portfolio, with its own page at /portfolio/{slug}.',
  displayField: 'title',
  // A film used to name its testimonial too; the testimonial's Project field is now the one link between them.
  retired: [
    {
      id: 'testimonial',
      helpText:
        'No longer used: a testimonial shows on this film’s page when the testimonial’s own Project field names this film.',
    },
  ],
  fields: {
    sample: sampleField(),
    title: shortText('title', { name: 'Title', help: 'The film’s name, as on its card and page.', required: true, max: 80 }),
    slug: slugField('slug', { name: 'Slug', help: 'Its address: /portfolio/{slug}. Keep it once published.', required: true }),
    category: oneOf(PROJECT_CATEGORIES)('category', {
      name: 'Category',
      help: 'The portfolio filter it appears under.',
      required: true,
    }),
    excerpt: longText('excerpt', { name: 'Excerpt', help: 'One or two sentences for its card.', required: true, max: 320 }),
    location: shortText('location', {
      name: 'Where (as written)',
      help: 'The place as visitors read it, e.g. "London" or "Milan, Italy (Global)".',
      required: true,
      max: 60,
    }),
    locationSlug: oneOf(locationSlugs)('locationSlug', {
      id: 'locationPage',
      name: 'Location page',
      help: 'The location page it belongs to, if it was filmed in one of them.',
    }),
    date: shortText('date', {
      name: 'Month filmed',
      help: 'Month and year, e.g. "April 2025".',
      required: true,
      pattern: { source: MONTH_YEAR, message: 'A month and a year, e.g. April 2025' },
    }),
    description: paragraphsField('description', {
      name: 'Description',
      help: 'The story of the project; leave an empty line between paragraphs.',
      required: true,
    }),
    client: shortText('client', {
      name: 'Client',
      help: 'Who it was made for, as written on its page. To name them in the Clients band, pick this film in their Client entry’s Project field.',
      required: true,
      max: 80,
    }),
    timeline: shortText('timeline', { name: 'Timeline', help: 'How long it took, in a phrase.', required: true, max: 160 }),
    goals: textList('goals', { name: 'Goals', help: 'What the client wanted, one a line.', required: true, min: 1 }),
    serviceSlugs: someOf(serviceSlugs)('serviceSlugs', {
      id: 'services',
      name: 'Services',
      help: 'The service pages it appears on; the first is its main service.',
      required: true,
    }),
    deliverables: textList('deliverables', { name: 'Deliverables', help: 'What was delivered, one a line.', required: true }),
    outcome: longText('outcome', { name: 'Outcome', help: 'What the film achieved.', required: true }),
    film: filmField('film', {
      name: 'Film',
      help: 'Where the film is published; leave empty when it is not public (the page says so).',
    }),
    orientation: oneOf(['landscape', 'portrait'])('orientation', {
      name: 'Orientation',
      help: 'Portrait for a vertical (9:16) film.',
      required: true,
    }),
    poster: imageField('poster', {
      name: 'Poster',
      help: 'A still of the film, 16:9 (9:16 for a portrait film), at least 1600 px wide; its description is read to visitors who cannot see it.',
      required: true,
    }),
    updatedAt: updatedAtField(),
  },
};

export const testimonialType = {
  id: 'testimonial',
  name: 'Testimonial',
  description: 'What a client said. Pages show the testimonials about their own service, place or work first.',
  displayField: 'name',
  fields: {
    sample: sampleField(),
    slug: slugField('slug', { name: 'Slug', help: 'A short unique name, e.g. the person’s name: priya-desai.', required: true }),
    name: shortText('name', { name: 'Name', help: 'The person quoted.', required: true, max: 80 }),
    title: shortText('title', { name: 'Role', help: 'Their role, e.g. "Head of Brand".', required: true, max: 80 }),
    company: shortText('company', {
      name: 'Company',
      help: 'Their organisation, and place if it helps.',
      required: true,
      max: 120,
    }),
    quote: longText('quote', { name: 'Quote', help: 'Their words, as they wrote them.', required: true, max: 600 }),
    rating: fixedField(5),
    date: dateField('date', { name: 'Date', help: 'When they said it; newer ones are shown first.', required: true }),
    projectSlug: entryLink('project')('projectSlug', {
      id: 'project',
      name: 'Project',
      help: 'The film it is about, if any: it then shows on that film’s page (the newest, when several name the film) and counts for its service and place. This is the one link between a testimonial and a film.',
    }),
    serviceSlug: oneOf(serviceSlugs)('serviceSlug', {
      id: 'service',
      name: 'Service',
      help: 'The service it speaks of, if no project is linked.',
    }),
    locationSlug: oneOf(locationSlugs)('locationSlug', {
      id: 'locationPage',
      name: 'Location page',
      help: 'The place it speaks of, if no project is linked.',
    }),
    // Filled in by `npm run reviews` for a testimonial the client sent through their review link.
    verified: booleanField('verified', {
      name: 'Verified',
      help: 'Yes when the client wrote it through their review link (set by npm run reviews); leave as it is.',
    }),
    consent: longText('consent', {
      name: 'Consent',
      help: 'What the client agreed to and when, as recorded by their review link; keep it as proof.',
      max: 400,
    }),
  },
};

export const clientType = {
  id: 'client',
  name: 'Client',
  description: 'A client named in the "clients" band on the home page, /about and /portfolio. Name only clients who agreed.',
  displayField: 'name',
  fields: {
    sample: sampleField(),
    name: shortText('name', { name: 'Name', help: 'The client’s name as they write it.', required: true, max: 60 }),
    logo: imageField('logo', {
      name: 'Logo',
      help: 'Optional: their logo, on a transparent or white background; its description is the client’s name.',
    }),
    projectSlug: entryLink('project')('projectSlug', {
      id: 'project',
      name: 'Project',
      help: 'Optional: the film made for them; their name in the Clients band then links to it. The film’s own Client field is only the text on its page.',
    }),
  },
};

/** A call to action placed in a blog post's body ("Embed entry" in the rich-text editor). */
export const callToActionType = {
  id: 'callToAction',
  name: 'Call to action',
  description: 'A box with a heading, a sentence and a button to a page of the site, placed inside a blog post.',
  displayField: 'heading',
  fields: {
    heading: shortText('heading', { name: 'Heading', help: 'A short question or promise.', required: true, max: 80 }),
    text: longText('text', { name: 'Text', help: 'One or two sentences.', max: 280 }),
    buttonLabel: shortText('buttonLabel', {
      name: 'Button label',
      help: 'What the button says, e.g. "Get a quote".',
      required: true,
      max: 40,
    }),
    href: shortText('href', {
      id: 'link',
      name: 'Link',
      help: 'A page of this site, e.g. /contact or /services/corporate-videography.',
      required: true,
      pattern: { source: '^/(?!/)[A-Za-z0-9/_.~?=&#-]*$', message: 'A path of this site starting with /, e.g. /contact' },
    }),
  },
};

/** Extras with a price of their own; a rush edit is a share of the whole (rushPercent). */
const PRICED_EXTRAS = EXTRAS.filter(
  (extra): extra is Extract<(typeof EXTRAS)[number], { value: 'social' | 'vertical' | 'captions' }> => extra.value !== 'rush',
);
const MAX_POUNDS = 1_000_000;
const pounds = (key: string, name: string, help: string) =>
  integerField(key, { name, help, required: true, min: 0, max: MAX_POUNDS });
const percent = (key: string, name: string, help: string) => integerField(key, { name, help, required: true, min: 0, max: 500 });

/**
 * The rules of the indicative price on /contact, in one entry (content/pricing.ts without Contentful). The bases are
 * the services' "From £…" of content/services.ts, so a service page and its price range always agree.
 */
export const pricingType = {
  id: 'pricing',
  name: 'Pricing',
  description:
    'The indicative price visitors see as they describe their film on /contact, and in your enquiry e-mails. Keep one entry; all amounts in whole pounds.',
  displayField: 'label',
  fields: {
    label: shortText('label', {
      name: 'Name',
      help: 'For you only, e.g. "Prices from April 2026"; visitors never see it.',
      max: 80,
    }),
    showPrices: booleanField('showPrices', {
      name: 'Show prices',
      help: 'Yes: visitors see a range such as "Typically £1,500–£2,100", marked as indicative. No: no price anywhere.',
      required: true,
    }),
    services: someOf(serviceSlugs, 0)('services', {
      name: 'Priced services',
      help: 'The kinds of film that get a price range. Each starts from its service’s “From £…” on its page; one left unticked keeps its “From £…” and visitors read that its price comes in your reply.',
      // A service since removed from the site prices nothing, rather than failing the whole entry.
      dropUnknown: true,
    }),
    spreadPercent: percent(
      'spreadPercent',
      'Range width (%)',
      'How far the top of the range sits above its bottom, in per cent: 40 turns £1,000 into “£1,000–£1,400”.',
    ),
    length: amountsBy(FILM_LENGTHS, MAX_POUNDS)('length', {
      name: 'Finished length',
      help: 'Added for a finished film of this length; 0 for nothing.',
      required: true,
    }),
    extraDay: pounds('extraDay', 'Each extra shoot day', 'Added for each shoot day after the first.'),
    // Optional each: a location page added to the site gets a field here, and an entry without it keeps its prices.
    travel: optionalAmountsBy(
      locations.map((location) => ({ value: location.slug, label: location.name })),
      MAX_POUNDS,
    )('travel', {
      name: 'Travel to',
      help: 'Added for a shoot there; 0 for your home area. Left empty: no travel in the price for a shoot there (the build log says so).',
      required: true,
    }),
    travelElsewhere: pounds('travelElsewhere', 'Travel anywhere else', 'Added for a shoot in a place with no page of its own.'),
    extras: amountsBy(PRICED_EXTRAS, MAX_POUNDS)('extras', {
      name: 'Extra',
      help: 'Added when the visitor asks for it.',
      required: true,
    }),
    rushPercent: percent('rushPercent', 'A rush edit (%)', 'A rush edit adds this share to the whole price, in per cent.'),
  },
};

export const pricingEntrySchema = schemaOf(pricingType);
export type PricingEntry = z.infer<typeof pricingEntrySchema>;

/** The rules an entry holds; null when it turns prices off or prices no service. */
export function pricingRulesOf(entry: PricingEntry): PricingRules | null {
  const priced = services.filter((service) => entry.services?.includes(service.slug));
  if (!entry.showPrices || priced.length === 0) return null;
  const travel = Object.entries(entry.travel).filter((pair): pair is [string, number] => pair[1] !== undefined);
  return {
    services: priced.map((service) => service.slug),
    spreadPercent: entry.spreadPercent,
    length: entry.length,
    extraDay: entry.extraDay,
    travel: { locations: Object.fromEntries(travel), elsewhere: entry.travelElsewhere },
    extras: entry.extras,
    rushPercent: entry.rushPercent,
  };
}

/** The entry holding these rules: content/pricing.ts as the owner would enter it. */
export function pricingEntryOf(rules: PricingRules): PricingEntry {
  return {
    showPrices: true,
    services: rules.services.filter((slug) => serviceSlugs.includes(slug)),
    spreadPercent: rules.spreadPercent,
    length: rules.length,
    extraDay: rules.extraDay,
    travel: Object.fromEntries(locationSlugs.map((slug) => [slug, rules.travel.locations[slug]])),
    travelElsewhere: rules.travel.elsewhere,
    extras: rules.extras,
    rushPercent: rules.rushPercent,
  };
}

export const projectSchema = schemaOf(projectType);
export const testimonialSchema = schemaOf(testimonialType);
export const clientSchema = schemaOf(clientType);
export const callToActionSchema = schemaOf(callToActionType);

export type Project = z.infer<typeof projectSchema>;
export type ProjectCategory = Project['category'];
export type Testimonial = z.infer<typeof testimonialSchema>;
export type Client = z.infer<typeof clientSchema>;
export type CallToAction = z.infer<typeof callToActionSchema>;

/** The types the site reads from Contentful besides blog posts (whose fields are read with SPEC's fallbacks). */
export const entryTypes = [projectType, testimonialType, clientType, callToActionType, pricingType] as const;

/** What a post's body may contain: exactly what components/blog/rich-text.tsx renders. */
export const BODY_NODE_TYPES = [
  'heading-1',
  'heading-2',
  'heading-3',
  'heading-4',
  'heading-5',
  'heading-6',
  'ordered-list',
  'unordered-list',
  'hr',
  'blockquote',
  'table',
  'embedded-asset-block',
  'embedded-entry-block',
  'hyperlink',
  'entry-hyperlink',
  'asset-hyperlink',
];
const BODY_MARKS = ['bold', 'italic', 'underline', 'code', 'superscript', 'subscript', 'strikethrough'];

/**
 * The blog post type (its id is a setting: CONTENTFUL_BLOG_CONTENT_TYPE). Posts are read with SPEC's
 * fallbacks for older spaces (lib/contentful/post-fallbacks.ts); a field added here without one is
 * read, checked and typed as declared, like the other types' fields.
 */
export function blogPostType(id = 'blogPost') {
  return {
    id,
    name: 'Blog post',
    description: 'A post on the site’s blog at /blog/{slug}.',
    displayField: 'title',
    fields: {
      sample: sampleField(),
      title: shortText('title', { name: 'Title', help: 'The post’s headline.', required: true }),
      slug: slugField('slug', { name: 'Slug', help: 'Its address: /blog/{slug}. Keep it once published.', required: true }),
      date: dateField('date', { name: 'Date', help: 'The publication date shown on the post.', required: true }),
      excerpt: longText('excerpt', {
        name: 'Excerpt',
        help: 'Shown whole on the cards and in search results; without one, the body’s first paragraph is used.',
        max: 320,
      }),
      content: richTextField('content', {
        name: 'Body',
        help: 'The post. Link words to other posts or films with "Link to entry"; add a call to action with "Embed entry".',
        validations: [
          { enabledNodeTypes: BODY_NODE_TYPES, message: 'Only what the site can show.' },
          { enabledMarks: BODY_MARKS, message: 'Only the marks the site can show.' },
          {
            nodes: {
              'entry-hyperlink': [{ linkContentType: [id, projectType.id], message: 'Links go to posts or films.' }],
              'embedded-entry-block': [{ linkContentType: [callToActionType.id], message: 'A call to action.' }],
            },
          },
        ],
      }),
      featuredImage: imageField('featuredImage', {
        name: 'Featured image',
        help: 'Shown at the top of the post and on its card; its title is the alt text.',
      }),
      categories: textList('categories', {
        name: 'Categories',
        help: 'One or more; a post without one is filed under General.',
      }),
    },
  };
}

export const blogPostSchema = schemaOf(blogPostType());
/** A post's fields as declared, before SPEC's fallbacks give every post a slug, date, excerpt and categories. */
export type DeclaredPost = z.infer<typeof blogPostSchema>;

/** Every content type the space needs, as the Content Management API takes it. */
export function contentfulModel(blogPostId = 'blogPost') {
  return [blogPostType(blogPostId), ...entryTypes].map((type: ContentType) => ({
    id: type.id,
    name: type.name,
    description: type.description,
    displayField: type.displayField,
    fields: contentfulFields(type),
    retired: type.retired ?? [],
  }));
}
