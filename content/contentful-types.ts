import { contentfulFields, schemaOf, type ContentType } from './fields';
import { locations } from './locations';
import { entryContentTypes, testimonialRequestContentType, type PricingEntry, type PricingRules } from './model';
import { services } from './services';

// The content types of the Contentful space as the site has them today: their choices of service and location pages
// are those of content/services.ts and content/locations.ts. Whatever reads, writes or checks an entry takes its type
// from here; the declarations are in content/model.ts.

const types = entryContentTypes({ services, locations });

export const projectContentType = types.project;
export const testimonialContentType = types.testimonial;
export const clientContentType = types.client;
export const callToActionContentType = types.callToAction;
export const pricingContentType = types.pricing;
export const blogPostContentType = types.blogPost;
export const siteMediaContentType = types.siteMedia;
export const pagePictureContentType = types.pagePicture;

export const projectSchema = schemaOf(projectContentType);
export const testimonialSchema = schemaOf(testimonialContentType);
export const clientSchema = schemaOf(clientContentType);
export const callToActionSchema = schemaOf(callToActionContentType);
export const pricingEntrySchema = schemaOf(pricingContentType);
export const blogPostSchema = schemaOf(blogPostContentType());
export const siteMediaSchema = schemaOf(siteMediaContentType);
export const pagePictureSchema = schemaOf(pagePictureContentType);

/** The types the site reads from Contentful besides blog posts (whose fields are read with the reading fallbacks). */
export const entryTypes = [
  projectContentType,
  testimonialContentType,
  clientContentType,
  callToActionContentType,
  pricingContentType,
  testimonialRequestContentType,
  siteMediaContentType,
  pagePictureContentType,
] as const;

/** Every content type the space needs, as the Content Management API takes it. */
export function contentfulModel(blogPostId = 'blogPost') {
  return [blogPostContentType(blogPostId), ...entryTypes].map((type: ContentType) => ({
    id: type.id,
    name: type.name,
    description: type.description,
    displayField: type.displayField,
    fields: contentfulFields(type),
    retired: type.retired ?? [],
  }));
}

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
  const serviceSlugs = services.map((service) => service.slug);
  return {
    showPrices: true,
    services: rules.services.filter((slug) => serviceSlugs.includes(slug)),
    spreadPercent: rules.spreadPercent,
    length: rules.length,
    extraDay: rules.extraDay,
    travel: Object.fromEntries(locations.map((location) => [location.slug, rules.travel.locations[location.slug]])),
    travelElsewhere: rules.travel.elsewhere,
    extras: rules.extras,
    rushPercent: rules.rushPercent,
  };
}
