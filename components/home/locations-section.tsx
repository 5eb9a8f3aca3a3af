import { LocationCard } from '@/components/cards/location-card';
import { SectionHeading } from '@/components/ui/section-heading';
import { locations } from '@/content/locations';
import { getContentfulMedia } from '@/lib/contentful/site-media';
import { locationWithPicture } from '@/lib/site-media';

export async function LocationsSection() {
  const media = await getContentfulMedia();
  return (
    <section
      aria-labelledby="locations-title"
      className="container-page pt-20 [contain-intrinsic-size:auto_1900px] [content-visibility:auto] md:pt-28 md:[contain-intrinsic-size:auto_900px]"
    >
      <SectionHeading
        id="locations-title"
        eyebrow="Locations"
        title="Filming Across Sussex, London and Beyond"
        intro="Based in Lewes and on location most weeks in Brighton and London, with travel anywhere in the UK."
      />
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {locations.map((location) => (
          <li key={location.slug}>
            <LocationCard location={locationWithPicture(location, media)} />
          </li>
        ))}
      </ul>
    </section>
  );
}
