import { clients } from '../../content/clients';
import {
  clientContentType,
  pricingContentType,
  pricingEntryOf,
  projectContentType,
  testimonialContentType,
} from '../../content/contentful-types';
import type { PricingRules } from '../../content/model';
import { pricing } from '../../content/pricing';
import { projects } from '../../content/projects';
import { testimonials } from '../../content/testimonials';
import { fixtureId, modelEntries } from './model-entries';

// What the Content Delivery API stand-in serves at start: posts distinct from the
// embedded samples (so a test can tell where a page's posts came from), plus entries the
// site must drop, a post with no slug, one with no body and an unpublished draft; and the
// portfolio (films, testimonials, clients) of content/, written through the declared model, so
// the site on Contentful shows what it shows without it.

export interface FixtureEntry {
  id: string;
  contentType?: string;
  fields: Record<string, unknown>;
  /** false: a draft, visible only through the Preview API. */
  published?: boolean;
  createdAt?: string;
  updatedAt?: string;
}

export interface FixtureAsset {
  id: string;
  fields: Record<string, unknown>;
}

const link = (linkType: 'Entry' | 'Asset', id: string) => ({ sys: { type: 'Link', linkType, id } });
const text = (value: string, ...marks: string[]) => ({
  nodeType: 'text',
  value,
  marks: marks.map((type) => ({ type })),
  data: {},
});
const node = (nodeType: string, content: unknown[] = [], data: Record<string, unknown> = {}) => ({ nodeType, data, content });
const paragraph = (...content: unknown[]) => node('paragraph', content);
const hyperlink = (uri: string, label: string) => node('hyperlink', [text(label)], { uri });

export const imageAsset = (id: string, title: string, url: string, width = 1600, height = 900): FixtureAsset => ({
  id,
  fields: { title, file: { url, contentType: 'image/jpeg', details: { size: 1000, image: { width, height } } } },
});

export const fixtureAssets: FixtureAsset[] = [
  imageAsset('fxImgInterview', 'A presenter lit by a soft key light', '/images/projects/weffan.jpg'),
  imageAsset('fxImgEmbedded', 'A product on a turntable under studio lights', '/images/projects/the-ordinary.jpg'),
  imageAsset('fxImgGrade', 'Flowers graded in warm tones', '/images/projects/bulb-floristry.jpg'),
  {
    id: 'fxPdfChecklist',
    fields: {
      title: 'Lighting checklist',
      // Served by the site itself (public/), as the stand-in has no file host of its own.
      file: {
        url: '/downloads/seven-questions.pdf',
        fileName: 'lighting-checklist.pdf',
        contentType: 'application/pdf',
        details: { size: 29_894 },
      },
    },
  },
];

/** Titles and slugs tests refer to. */
export const FIXTURE = {
  lighting: { slug: 'fixture-lighting-interviews', title: 'Lighting an Interview in a Small Office' },
  drones: { slug: 'fixture-drone-rules', title: 'Drone Rules for Event Filming in the UK' },
  grading: { slug: 'fixture-colour-grading', title: 'Why Colour Grading Matters' },
  reels: { slug: 'fixture-reel-length', title: 'How Long Should a Reel Be?' },
  behindScenes: { id: 'fxBehindScenes01', title: 'Behind the Scenes at a Product Shoot' },
  draft: { slug: 'fixture-unpublished-draft', title: 'An Unpublished Draft About Sound' },
  callToAction: { id: 'fxQuoteAction', heading: 'Planning interviews of your own?', button: 'Get a quote' },
  filmLink: { id: fixtureId(projectContentType.id, projects[0]!.slug), slug: projects[0]!.slug },
} as const;

export const fixtureEntries: FixtureEntry[] = [
  {
    id: 'fxLighting0001',
    fields: {
      title: FIXTURE.lighting.title,
      slug: FIXTURE.lighting.slug,
      date: '2026-10-01',
      categories: ['Corporate'],
      excerpt: 'Three lights, one small room and a nervous interviewee: how to make it look like a studio.',
      featuredImage: link('Asset', 'fxImgInterview'),
      content: node('document', [
        paragraph(text('Small offices are '), text('hard', 'bold'), text(' to light, but not impossible.')),
        node('heading-2', [text('Start with the window')]),
        paragraph(
          text('Read the '),
          hyperlink('https://example.com/lighting-guide', 'lighting guide'),
          text(', then '),
          hyperlink('javascript:alert(document.cookie)', 'this hostile link'),
          text(' and '),
          hyperlink('data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==', 'this data link'),
          text(' must stay plain text. '),
          hyperlink('/contact', 'Ask for a quote'),
          text('.'),
        ),
        node('embedded-asset-block', [], { target: link('Asset', 'fxImgEmbedded') }),
        node('embedded-entry-block', [], { target: link('Entry', 'fxCallToAction') }),
        node('embedded-entry-block', [], { target: link('Entry', FIXTURE.callToAction.id) }),
        paragraph(
          text('See it done in '),
          node('entry-hyperlink', [text('a finished film')], { target: link('Entry', FIXTURE.filmLink.id) }),
          text('.'),
        ),
        paragraph(
          text('Flying instead? See '),
          node('entry-hyperlink', [text('the drone rules')], { target: link('Entry', 'fxDrones00001') }),
          text(', talk to '),
          node('entry-hyperlink', [text('the team')], { target: link('Entry', 'fxCallToAction') }),
          text(' or print '),
          node('asset-hyperlink', [text('the checklist')], { target: link('Asset', 'fxPdfChecklist') }),
          text('.'),
        ),
        node('embedded-asset-block', [], { target: link('Asset', 'fxPdfChecklist') }),
      ]),
    },
  },
  {
    id: 'fxDrones00001',
    fields: {
      title: FIXTURE.drones.title,
      slug: FIXTURE.drones.slug,
      publishedDate: '2026-09-10T09:00:00.000Z',
      category: 'Events',
      // A Long text field: Markdown.
      body: 'Check the venue first.\nThen check the airspace.\n\n## On the day\n\n- Carry your **operator ID**.\n- Brief the [venue](/contact).',
    },
  },
  {
    id: 'fxGrading0001',
    fields: {
      title: FIXTURE.grading.title,
      slug: FIXTURE.grading.slug,
      date: '2026-08-05',
      tags: ['Corporate'],
      image: link('Asset', 'fxImgGrade'),
      content: ['Colour sets the mood before a word is spoken.', 'A consistent grade makes a brand recognisable.'],
    },
  },
  {
    id: 'fxReels000001',
    fields: { title: FIXTURE.reels.title, slug: FIXTURE.reels.slug, date: '2026-07-01', categories: ['Social Media'] },
  },
  {
    id: FIXTURE.behindScenes.id,
    fields: {
      title: FIXTURE.behindScenes.title,
      date: '2026-06-15',
      content: 'A day with a product photographer and a turntable.',
    },
  },
  // Dropped by the site: no title, and a title that is not text.
  { id: 'fxUntitled001', fields: { slug: 'fixture-untitled', content: 'No title here.' } },
  { id: 'fxNumberTitle', fields: { title: 12345, slug: 'fixture-number-title' } },
  // Not posts but linked from one: served as items and in `includes`. The first call to action lacks
  // its declared button label and link, so the site leaves it out.
  { id: 'fxCallToAction', contentType: 'callToAction', fields: { heading: 'Ready to talk?', url: '/contact' } },
  {
    id: FIXTURE.callToAction.id,
    contentType: 'callToAction',
    fields: {
      heading: FIXTURE.callToAction.heading,
      text: 'Tell me about the room and the people in it.',
      buttonLabel: FIXTURE.callToAction.button,
      link: '/contact',
    },
  },
  {
    id: 'fxDraft000001',
    published: false,
    fields: {
      title: FIXTURE.draft.title,
      slug: FIXTURE.draft.slug,
      date: '2026-10-10',
      content: 'Draft body: not for the public yet.',
    },
  },
];

const portfolio = [
  modelEntries(projectContentType, projects, (value) => String(value.slug)),
  modelEntries(testimonialContentType, testimonials, (value) => String(value.slug)),
  modelEntries(clientContentType, clients, (value) => String(value.name)),
];

/**
 * The portfolio's entries. The site lists films newest first, so they are created in the reverse of
 * content/'s order; testimonials and clients in content/'s order.
 */
export const portfolioFixtureEntries: FixtureEntry[] = portfolio.flatMap(({ entries }, type) =>
  entries.map((entry, index) => ({
    ...entry,
    createdAt: new Date(Date.UTC(2025, type, 1, 0, type === 0 ? entries.length - index : index)).toISOString(),
    // A film's "updated" date is its entry's (the sitemap's lastmod).
    ...(type === 0 ? { updatedAt: `${projects[index]!.updatedAt}T09:00:00.000Z` } : {}),
  })),
);
export const portfolioFixtureAssets: FixtureAsset[] = portfolio.flatMap(({ assets }) => assets);

/** The pricing entry of content/pricing.ts (none when it turns prices off, so the site falls back to content/ alike). */
export const PRICING_ENTRY_ID = fixtureId(pricingContentType.id, 'rules');
export const pricingFixtureEntries: FixtureEntry[] = pricing
  ? [{ ...pricingEntry(pricing, 'Prices'), createdAt: '2025-06-01T00:00:00.000Z' }]
  : [];

/** The pricing entry of `rules`, as the owner would enter them (named `label` in the editor, if given). */
export function pricingEntry(rules: PricingRules, label?: string) {
  return modelEntries(pricingContentType, [{ ...(label ? { label } : {}), ...pricingEntryOf(rules) }], () => 'rules').entries[0]!;
}
