import { RelatedWork } from '@/components/sections/related-work';
import { ButtonLink } from '@/components/ui/button-link';
import { locations } from '@/content/locations';
import type { Location, Project } from '@/content/model';
import { quoteHref } from '@/lib/contact-routes';
import { locationPagePath } from '@/lib/routes';

/** `work`: the nearest films (lib/content-queries.ts nearbyWork), less any the page shows already. */
export function PortfolioNote({ location, work }: { location: Location; work: readonly Project[] }) {
  const inCounty = (slug?: string) =>
    Boolean(location.county) && locations.some((place) => place.slug === slug && place.county === location.county);
  const county = work.some((project) => inCounty(project.locationSlug)) ? location.county : undefined;
  return (
    <RelatedWork
      title={`Work Near ${location.name}`}
      intro={`No film made in ${location.name} is in the portfolio yet, so here is the nearest work: ${
        county ? `films from elsewhere in ${county} and ` : ''
      }films of the services ${location.name} clients book most. Yours could be the first ${location.name} film here.`}
      projects={work}
      action={
        <ButtonLink href={quoteHref(locationPagePath(location), location.slug)} arrow>
          Get a Quote
        </ButtonLink>
      }
    />
  );
}
