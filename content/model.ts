import { z } from 'zod';
import { EXTRAS, FILM_LENGTHS, type FilmLength } from './brief';
import {
  amountsBy,
  booleanField,
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
  slug,
  slugField,
  someOf,
  text,
  textList,
  updatedAtField,
  valueField,
  videoField,
  type ValueOf,
} from './fields';

// Every kind of content, declared once with the field builders of content/fields.ts: what each field is (its rule,
// its name and help text) and, for the kinds the owner edits in Contentful, the fields the space holds. From these
// declarations come the site's types, the check of content/, the content types `npm run contentful:setup` creates and
// the reading of Delivery API entries (lib/contentful/entries.ts). Nothing here imports content: a field choosing
// among the site's own pages takes them as `pages`, and content/contentful-types.ts gives today's.

// Kinds kept in content/: services, locations and the site's facts. Entries in Contentful name them by slug.

export const faqSchema = z.object({ question: text, answer: text });
export const titledTextSchema = z.object({ title: text, description: text });

const SERVICE_ICONS = ['briefcase', 'party-popper', 'smartphone', 'megaphone'] as const;
export const serviceIconSchema = z.enum(SERVICE_ICONS);

// Fields the service and location pages share.
const titledTexts = valueField(z.array(titledTextSchema).min(1));
const questionsAnswered = valueField(z.array(faqSchema).min(1));
const firstTestimonial = entryLink('testimonial')('testimonialSlug', {
  name: 'Testimonial',
  help: 'The testimonial its page shows first, by slug.',
});
const pageSlug = (help: string) => slugField('slug', { name: 'Slug', help, required: true });
const pageDescription = paragraphsField('description', { name: 'Description', help: 'Its opening paragraphs.', required: true });
const pageUpdatedAt = dateField('updatedAt', {
  name: 'Updated',
  help: 'When its copy last changed (for the sitemap).',
  required: true,
});

export const serviceContentType = {
  id: 'service',
  name: 'Service',
  description: 'A service page at /{slug}, kept in content/services.ts.',
  displayField: 'title',
  fields: {
    slug: pageSlug('Its address: /{slug}.'),
    title: shortText('title', { name: 'Title', help: 'The page’s heading.', required: true }),
    shortTitle: shortText('shortTitle', { name: 'Short title', help: 'For the footer’s Services list.', required: true }),
    icon: oneOf(SERVICE_ICONS)('icon', {
      name: 'Icon',
      help: 'Its drawing on cards and in the menu (lib/icons/service-icons.ts).',
      required: true,
    }),
    summary: longText('summary', { name: 'Summary', help: 'A sentence or two for its card.', required: true }),
    tagline: shortText('tagline', { name: 'Tagline', help: 'The line under its heading.', required: true }),
    description: pageDescription,
    image: imageField('image', { name: 'Image', help: 'Shown beside its heading.' }),
    priceFrom: valueField(z.number().int().positive())('priceFrom', {
      name: 'From',
      help: 'Whole pounds, shown as "From £…".',
      required: true,
    }),
    projectType: valueField(z.object({ value: slug, label: text }))('projectType', {
      name: 'Project type',
      help: 'How the contact form names this kind of film; without it, the service’s slug and title.',
    }),
    features: textList('features', { name: 'Features', help: 'What it includes, one a line.', required: true, min: 3 }),
    benefits: titledTexts('benefits', {
      name: 'Benefits',
      help: 'Why choose it, each a title and a description.',
      required: true,
    }),
    process: titledTexts('process', {
      name: 'Process',
      help: 'How a project goes, step by step.',
      required: true,
    }),
    faqs: questionsAnswered('faqs', { name: 'FAQs', help: 'Questions about it, answered.', required: true }),
    testimonialSlug: firstTestimonial,
    updatedAt: pageUpdatedAt,
  },
};

export const locationContentType = {
  id: 'location',
  name: 'Location',
  description: 'A location page at /{slug}-videographer, kept in content/locations.ts.',
  displayField: 'name',
  fields: {
    slug: pageSlug('Its address: /{slug}-videographer.'),
    name: shortText('name', { name: 'Name', help: 'The place, as visitors read it.', required: true }),
    tagline: shortText('tagline', { name: 'Tagline', help: 'The line under its heading.' }),
    description: pageDescription,
    imagePath: valueField(z.string().startsWith('/'))('imagePath', {
      name: 'Image',
      help: 'Its picture in public/, starting with /.',
      required: true,
    }),
    imageAlt: shortText('imageAlt', { name: 'Image description', help: 'What the picture shows.', required: true }),
    county: shortText('county', {
      name: 'County',
      help: 'The county it lies in: a town without a film of its own shows the work from the rest of it.',
    }),
    serviceSlugs: valueField(z.array(slug).min(1))('serviceSlugs', {
      name: 'Services',
      help: 'The services booked there, by slug, most booked first.',
      required: true,
    }),
    testimonialSlug: firstTestimonial,
    benefits: titledTexts('benefits', {
      name: 'Benefits',
      help: 'Why book a shoot there with you, each a title and a description.',
      required: true,
    }),
    faqs: questionsAnswered('faqs', {
      name: 'FAQs',
      help: 'Questions about filming there, answered.',
      required: true,
    }),
    updatedAt: pageUpdatedAt,
  },
};

export const socialProfileSchema = z.object({
  network: z.enum(['Instagram', 'LinkedIn', 'Vimeo', 'TikTok']),
  url: z.url({ protocol: /^https$/ }),
  handle: text,
});

/** Facts a buyer checks before sending an enquiry; shown on /about and /contact. */
export const credentialsSchema = z.object({
  /** Made up for the sample site (see sampleField in content/fields.ts): remove once each line is true. */
  sample: z.literal(true).optional(),
  insurance: text,
  equipment: text,
  /** The years of experience are counted from it. */
  filmingSince: z.number().int().min(1950).max(2100),
  /** Most typical first, each as it reads mid-sentence ("small businesses"): shown as one sentence. */
  clients: z.array(text).min(1),
});

/**
 * Figures a buyer checks, shown as a short band. Each is the owner's to fill in: one left out
 * (undefined) is left out of the band, never estimated. Years of filming come from `filmingSince`.
 */
export const factsSchema = z.object({
  /** Made up for the sample site (see sampleField in content/fields.ts): remove once each figure is true. */
  sample: z.literal(true).optional(),
  filmsDelivered: z.number().int().positive().optional(),
  /** Share of clients who came back for another film, in per cent. */
  repeatClientsPercent: z.number().int().min(1).max(100).optional(),
  /** How soon an enquiry is answered, as promised on /contact ("One working day"). */
  responseTime: text.optional(),
  /** Whether public liability insurance covers every shoot (see credentials.insurance). */
  insured: z.boolean(),
});

export const siteContentType = {
  id: 'site',
  name: 'Site',
  description: 'The facts of the business every page draws on, kept in content/site.ts.',
  displayField: 'name',
  fields: {
    name: shortText('name', { name: 'Name', help: 'The business’s name.', required: true }),
    owner: shortText('owner', { name: 'Owner', help: 'Who films.', required: true }),
    description: longText('description', {
      name: 'Description',
      help: 'The site in a sentence, for search engines.',
      required: true,
    }),
    email: valueField(z.email())('email', { name: 'E-mail', help: 'Where enquiries go, shown on /contact.', required: true }),
    locality: shortText('locality', { name: 'Town', help: 'Where the business is based.', required: true }),
    region: shortText('region', { name: 'County', help: 'Its county.', required: true }),
    country: fixedField('GB'),
    geo: valueField(z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }))('geo', {
      name: 'Position',
      help: 'Latitude and longitude of the base, for the structured data.',
      required: true,
    }),
    areaServed: textList('areaServed', {
      name: 'Area served',
      help: 'Places served, for the structured data.',
      required: true,
      min: 1,
    }),
    socials: valueField(z.array(socialProfileSchema).length(4))('socials', {
      name: 'Social profiles',
      help: 'One each on Instagram, LinkedIn, Vimeo and TikTok.',
      required: true,
    }),
    phone: valueField(z.string().regex(/^\+?[\d ()-]{7,20}$/, 'a phone number of digits, spaces, brackets and hyphens'))(
      'phone',
      { name: 'Phone', help: 'Optional: a number the owner answers, written as it should read ("+44 1273 123456").' },
    ),
    bookingUrl: valueField(z.url({ protocol: /^https$/ }))('bookingUrl', {
      name: 'Booking page',
      help: 'Optional: the owner’s own scheduling page, where a visitor books a call.',
    }),
    credentials: valueField(credentialsSchema)('credentials', {
      name: 'Credentials',
      help: 'Facts a buyer checks before sending an enquiry; shown on /about and /contact.',
      required: true,
    }),
    facts: valueField(factsSchema)('facts', { name: 'Facts', help: 'The figures of the facts band.', required: true }),
    updatedAt: dateField('updatedAt', {
      name: 'Updated',
      help: 'Last change to the static pages’ copy (home, about, contact, FAQs, legal).',
      required: true,
    }),
  },
};

export const serviceSchema = schemaOf(serviceContentType);
export const locationSchema = schemaOf(locationContentType);
export const siteSchema = schemaOf(siteContentType);

// Kinds the owner edits in Contentful (without it, content/projects.ts, testimonials.ts, clients.ts, pricing.ts and
// the sample posts). Some fields choose among the service and location pages: `pages` are those.

/** The site's own pages that entries choose from. */
export interface PageChoices {
  services: readonly { slug: string }[];
  locations: readonly { slug: string; name: string }[];
}

export const PROJECT_CATEGORIES = ['Event', 'Corporate', 'Product', 'Social Media'] as const;
const MONTH_YEAR = '^(January|February|March|April|May|June|July|August|September|October|November|December) \\d{4}$';

/** Extras with a price of their own; a rush edit is a share of the whole (rushPercent). */
const PRICED_EXTRAS = EXTRAS.filter(
  (extra): extra is Extract<(typeof EXTRAS)[number], { value: 'social' | 'vertical' | 'captions' }> => extra.value !== 'rush',
);
const MAX_POUNDS = 1_000_000;
const pounds = (key: string, name: string, help: string) =>
  integerField(key, { name, help, required: true, min: 0, max: MAX_POUNDS });
const percent = (key: string, name: string, help: string) => integerField(key, { name, help, required: true, min: 0, max: 500 });

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

/** The content types of the Contentful space, their choices of pages taken from `pages`. */
export function entryContentTypes(pages: PageChoices) {
  const serviceSlugs = pages.services.map((service) => service.slug) as [string, ...string[]];
  const locationSlugs = pages.locations.map((location) => location.slug) as [string, ...string[]];
  // The pages' own addresses, as the owner sees them in the browser.
  const pagePaths = [...serviceSlugs.map((slug) => `/${slug}`), ...locationSlugs.map((slug) => `/${slug}-videographer`)] as [
    string,
    ...string[],
  ];

  const project = {
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

  const testimonial = {
    id: 'testimonial',
    name: 'Testimonial',
    description: 'What a client said. Pages show the testimonials about their own service, place or work first.',
    displayField: 'name',
    fields: {
      sample: sampleField(),
      slug: slugField('slug', {
        name: 'Slug',
        help: 'A short unique name, e.g. the person’s name: priya-desai.',
        required: true,
      }),
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

  const client = {
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
  const callToAction = {
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

  /**
   * The rules of the indicative price on /contact, in one entry (content/pricing.ts without Contentful). The bases
   * are the services' "From £…" of content/services.ts, so a service page and its price range always agree.
   */
  const pricing = {
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
        pages.locations.map((location) => ({ value: location.slug, label: location.name })),
        MAX_POUNDS,
      )('travel', {
        name: 'Travel to',
        help: 'Added for a shoot there; 0 for your home area. Left empty: the range for a shoot there leaves travel out, and visitors read that it is quoted separately.',
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

  /**
   * The blog post type (its id is a setting: CONTENTFUL_BLOG_CONTENT_TYPE). Posts are read with the reading
   * fallbacks for older spaces (lib/contentful/post-fallbacks.ts); a field added here without one is read, checked
   * and typed as declared, like the other types' fields.
   */
  const blogPost = (id = 'blogPost') => ({
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
              'entry-hyperlink': [{ linkContentType: [id, project.id], message: 'Links go to posts or films.' }],
              'embedded-entry-block': [{ linkContentType: [callToAction.id], message: 'A call to action.' }],
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
  });

  /** The pictures and films of the site's own pages; each one left empty keeps the file the site ships with. */
  const siteMedia = {
    id: 'siteMedia',
    name: 'Site media',
    description:
      'The home page’s hero film and its poster, the showreel’s poster and your portrait on /about. Keep one entry; a field left empty keeps the site’s own file.',
    displayField: 'label',
    fields: {
      label: shortText('label', { name: 'Name', help: 'For you only, e.g. "Site media"; visitors never see it.', max: 80 }),
      heroFilmMp4: videoField('video/mp4')('heroFilmMp4', {
        name: 'Hero film (MP4)',
        help: 'The silent loop behind the home page’s heading: 1280 × 720, no sound, at most 10 seconds and 1 MB (H.264), so it starts fast on a phone. Calm, slow shots look best behind words; its first frame is the poster below.',
      }),
      heroFilmWebm: videoField('video/webm')('heroFilmWebm', {
        name: 'Hero film (WebM)',
        help: 'The same loop as WebM (VP9), at most 1 MB: browsers that play WebM load it first. Once either film is set here, the home page plays only the films set here.',
      }),
      heroPoster: imageField('heroPoster', {
        name: 'Hero poster',
        help: 'Shown at once, before the film starts and for visitors who ask for less motion: the film’s first frame, 16:9, 1920 × 1080. Keep the left side calm and dark enough for the white heading. Decorative: its description is for you.',
      }),
      showreelPoster: imageField('showreelPoster', {
        name: 'Showreel poster',
        help: 'The still on the showreel’s play button on the home page, 16:9, at least 1600 px wide; a face or a camera reads best. Its description is read to visitors who cannot see it.',
      }),
      portrait: imageField('portrait', {
        name: 'Portrait',
        help: 'You, on /about: portrait 4:5, at least 1200 × 1500; natural light and a plain background look best. Its description is read to visitors who cannot see it.',
      }),
    },
  };

  /** A service or location page's picture; a page without one keeps the picture the site ships with. */
  const pagePicture = {
    id: 'pagePicture',
    name: 'Page picture',
    description:
      'The picture of a service or location page, on the page and its card. One entry a page; a page without one keeps the site’s own picture.',
    displayField: 'page',
    fields: {
      page: oneOf(pagePaths)('page', {
        name: 'Page',
        help: 'The page it belongs to, by its address.',
        required: true,
      }),
      picture: imageField('picture', {
        name: 'Picture',
        help: 'Landscape 3:2, at least 2400 × 1600. A location’s picture fills the top of its page behind white words: a scene with a calm, darker lower half reads best. Its description is read to visitors who cannot see it.',
        required: true,
      }),
    },
  };

  return { project, testimonial, client, callToAction, pricing, blogPost, siteMedia, pagePicture };
}

// Review links asked for from Contentful: publishing a request makes the site mail the client their link, once.

/** How long a review link works, in days: a month unless the owner says otherwise, a year at most. */
export const REVIEW_LINK_DAYS = { usual: 30, max: 365 } as const;

export const testimonialRequestContentType = {
  id: 'testimonialRequest',
  name: 'Testimonial request',
  description:
    'Asks a client for a testimonial: publish it and the site e-mails them their own review link, once (you get a copy). Their words come back as a draft Testimonial or by e-mail.',
  displayField: 'name',
  fields: {
    name: shortText('name', {
      name: 'Name',
      help: 'The client’s name, as it will be shown under their words.',
      required: true,
      max: 80,
    }),
    company: shortText('company', {
      name: 'Company',
      help: 'Their company, filled in on the form for them (they can change it).',
      required: true,
      max: 120,
    }),
    email: shortText('email', {
      name: 'E-mail',
      help: 'Where the site sends their link.',
      required: true,
      max: 254,
      pattern: { source: '^[^\\s@<>,;"]+@[^\\s@<>,;"]+\\.[^\\s@<>,;"]+$', message: 'An e-mail address, e.g. sam@example.com' },
    }),
    projectSlug: entryLink('project')('projectSlug', {
      id: 'project',
      name: 'Film',
      help: 'The film you ask about, if any: the mail names it and their testimonial is linked to it.',
    }),
    days: integerField('days', {
      name: 'Days the link works',
      help: `From publishing; left empty, ${REVIEW_LINK_DAYS.usual}.`,
      min: 1,
      max: REVIEW_LINK_DAYS.max,
    }),
  },
};

export const testimonialRequestSchema = schemaOf(testimonialRequestContentType);
export type TestimonialRequest = ValueOf<typeof testimonialRequestContentType>;

type EntryContentTypes = ReturnType<typeof entryContentTypes>;

// Prices as the site works with them: content/pricing.ts, and what a Pricing entry holds (pricingRulesOf).

const poundsRule = z.number().int('whole pounds').min(0).max(1_000_000);
const percentRule = z.number().int('a whole per cent').min(0).max(500);

export const pricingRulesSchema = z.object({
  /**
   * The services whose "From £…" starts an indicative price, by slug (each one's project type on the form follows from
   * its service). A service left out keeps its "From £…"; the form says its price comes in the reply.
   */
  services: z.array(slug).min(1),
  /** How far the top of the range sits above its bottom, in per cent of it. */
  spreadPercent: percentRule,
  /** Added for each finished length. */
  length: z.object(
    Object.fromEntries(FILM_LENGTHS.map((length) => [length.value, poundsRule])) as Record<FilmLength, typeof poundsRule>,
  ),
  /** Added for each shoot day after the first. */
  extraDay: poundsRule,
  /** Travel by location slug (0 for the home area; a location left out gets no travel line), and anywhere else. */
  travel: z.object({ locations: z.record(slug, poundsRule), elsewhere: poundsRule }),
  /** Added for each extra chosen. */
  extras: z.object({ social: poundsRule, vertical: poundsRule, captions: poundsRule }),
  /** A rush edit puts this on the whole price. */
  rushPercent: percentRule,
});

export type Faq = z.infer<typeof faqSchema>;
export type TitledText = z.infer<typeof titledTextSchema>;
export type ServiceIcon = z.infer<typeof serviceIconSchema>;
export type Service = ValueOf<typeof serviceContentType>;
export type Location = ValueOf<typeof locationContentType>;
export type SocialProfile = z.infer<typeof socialProfileSchema>;
export type Credentials = z.infer<typeof credentialsSchema>;
export type Facts = z.infer<typeof factsSchema>;
export type Site = ValueOf<typeof siteContentType>;
export type Project = ValueOf<EntryContentTypes['project']>;
export type ProjectCategory = Project['category'];
export type Testimonial = ValueOf<EntryContentTypes['testimonial']>;
export type Client = ValueOf<EntryContentTypes['client']>;
export type CallToAction = ValueOf<EntryContentTypes['callToAction']>;
export type PricingEntry = ValueOf<EntryContentTypes['pricing']>;
export type PricingRules = z.infer<typeof pricingRulesSchema>;
export type SiteMediaEntry = ValueOf<EntryContentTypes['siteMedia']>;
export type PagePicture = ValueOf<EntryContentTypes['pagePicture']>;
/** A post's fields as declared, before the reading fallbacks give every post a slug, date, excerpt and categories. */
export type DeclaredPost = ValueOf<ReturnType<EntryContentTypes['blogPost']>>;
export type { ContentImage, Film, VideoFile, VideoHost } from './fields';
