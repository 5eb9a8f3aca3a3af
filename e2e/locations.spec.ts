import { expect } from '@playwright/test';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';
import { featuredServices, nearbyWork, projectsForLocation, servicesForLocation, testimonialFor } from '../lib/content-queries';
import { locationProof } from '../lib/page-proof';
import { testimonialsForPage } from '../lib/testimonial-bands';
import * as html from './support/html';
import { test } from './support/local-pages';
import { expectProofIn } from './support/proof';
import { expectTestimonialsBandIn } from './support/testimonials';

/** Every heading in `root`, of any level. */
const headingsIn = (root: ParentNode) => [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];

for (const location of locations) {
  const path = `/${location.slug}-videographer`;

  test(`${path}: every section as its content says, as the server sends it`, async ({ request }) => {
    const { response, document } = await html.fetchDocument(request, path);
    expect(response.status()).toBe(200);
    await test.step('heading, description, services available, reasons to choose and a Get a Quote box', async () => {
      expect(document.title).toBe(`Professional Videographer in ${location.name} | ${site.name}`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(new RegExp(location.name));
      expect([...document.querySelectorAll('h1')].map(html.textOf)).toEqual([`Professional Videographer in ${location.name}`]);
      const [photo, ...more] = html.named(document, 'img', location.imageAlt);
      expect(more).toEqual([]);
      expect(html.shownWithoutScript(photo!)).toBe(true);

      html.expectEachParagraphOnce(document, location.description);

      const available = html.regionIn(document, `Services Available in ${location.name}`);
      const offered = servicesForLocation(location);
      expect([...available.querySelectorAll('li')].map(html.textOf)).toEqual(offered.map((service) => service.title));
      for (const service of offered) {
        expect(html.hrefsOf(available, html.including(service.title))).toEqual([`/${service.slug}`]);
      }

      const reasons = html.regionIn(document, `Why Choose a ${location.name} Videographer`);
      expect([...reasons.querySelectorAll('h3')].map(html.textOf)).toEqual(location.benefits.map((benefit) => benefit.title));
      for (const benefit of location.benefits) {
        expect(html.shownWithText(reasons, html.including(benefit.description)), benefit.title).not.toEqual([]);
      }

      const [quote, ...others] = html.named(document, 'aside', 'Get a Quote');
      expect(others).toEqual([]);
      expect(html.hrefsOf(quote!, /contact me/i)).toEqual([`/contact?location=${location.slug}&from=${path}`]);
      expect(html.hrefsOf(quote!, /view portfolio/i)).toEqual(['/portfolio']);
    });

    await test.step('the first three services with Learn more links', async () => {
      const cards = [...html.regionIn(document, `Video Services in ${location.name}`).querySelectorAll('article')];
      expect(cards).toHaveLength(featuredServices().length);
      for (const [index, service] of featuredServices().entries()) {
        expect([...cards[index]!.querySelectorAll('h3')].map(html.textOf)).toEqual([service.title]);
        expect(html.hrefsOf(cards[index]!, /^learn more/i)).toEqual([`/${service.slug}`]);
      }
    });

    await test.step('a film and a testimonial after the hero, and projects only where the location matches', async () => {
      const proof = locationProof(location, { projects, testimonials });
      expectProofIn(document, proof);
      if (testimonialFor(location)) expect(proof.testimonial).toBe(testimonialFor(location));

      const matching = projectsForLocation(location);
      // A place without a film of its own shows the nearest work instead, never one claimed to be from there.
      const shown = matching.length > 0 ? matching : nearbyWork(location);
      expect(proof.film).toBe(shown[0]);
      const projectLinks = [...document.querySelectorAll('main a[href^="/portfolio/"]')].map((link) => link.getAttribute('href'));
      expect([...new Set(projectLinks)]).toEqual(shown.map((project) => `/portfolio/${project.slug}`));
      const work = document.querySelector('section[aria-labelledby="related-work-title"]');
      if (shown.length > 1) expect(html.hrefsOf(work!, /view full portfolio/i)).toEqual(['/portfolio']);
      if (matching.length > 0) {
        for (const project of matching) {
          const card = document.querySelector(`main article[data-project="${project.slug}"]`)!;
          expect(html.textOf(card)).toContain(project.location);
        }
      } else {
        expect(
          headingsIn(document).filter((heading) => html.including(`Recent Work in ${location.name}`).test(html.textOf(heading))),
        ).toEqual([]);
        expect([...work!.querySelectorAll('h2')].map(html.textOf)).toEqual([`Work Near ${location.name}`]);
        expect(html.textOf(work!)).toContain(`No film made in ${location.name} is in the portfolio yet`);
        expect(html.hrefsOf(work!, /^get a quote$/i)).toEqual([
          `/contact?location=${location.slug}&from=/${location.slug}-videographer`,
        ]);
        for (const project of shown) expect(project.locationSlug).not.toBe(location.slug);
      }
    });

    await test.step('the page’s own words never call the place a city: only its content can say what it is', async () => {
      const strings = (value: unknown): string[] =>
        typeof value === 'string' ? [value] : value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
      let text = html.textOf(document.querySelector('main')!);
      for (const written of strings([locations, projects, testimonials, services]).sort((a, b) => b.length - a.length))
        text = text.replaceAll(written, '');
      expect(text).not.toMatch(/\bcit(y|ies)\b/i);
    });

    await test.step('a band of testimonials chosen for the place, none repeated on the page', async () => {
      expect(expectTestimonialsBandIn(document)).toEqual(
        testimonialsForPage(`location:${location.slug}`).map((entry) => entry.slug),
      );
    });

    await test.step('FAQs and JSON-LD: FAQPage and BreadcrumbList only', async () => {
      const items = [...document.querySelectorAll('section[aria-labelledby="faqs-title"] details')];
      expect(items.map((item) => html.textOf(item.querySelector('summary')!))).toEqual(location.faqs.map((faq) => faq.question));

      const blocks = html.jsonLdIn(document);
      expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage']);
      const faq = blocks.find((block) => block['@type'] === 'FAQPage')!;
      expect(faq).toMatchObject({ '@context': 'https://schema.org' });
      expect(
        (faq.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((q) => [q.name, q.acceptedAnswer.text]),
      ).toEqual(location.faqs.map((item) => [item.question, item.answer]));
      const breadcrumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList')!;
      expect(
        (breadcrumbs.itemListElement as { name: string; item: string }[]).map((item) => [item.name, new URL(item.item).pathname]),
      ).toEqual([
        ['Home', '/'],
        [`Videographer in ${location.name}`, path],
      ]);
    });
  });
}

test.describe('in the browser at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('each location page shows its photo loaded and opens its first FAQ', async ({ page }) => {
    for (const location of locations) {
      await page.goto(`/${location.slug}-videographer`);
      await test.step(`${location.slug}: the photo is shown and loaded`, async () => {
        const photo = page.getByRole('img', { name: location.imageAlt });
        await expect(photo).toBeVisible();
        await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      });
      await test.step(`${location.slug}: the first FAQ opens`, async () => {
        const first = page.locator('section[aria-labelledby="faqs-title"] details').first();
        await first.locator('summary').click();
        await expect(first.getByText(location.faqs[0]!.answer)).toBeVisible();
      });
    }
  });
});
