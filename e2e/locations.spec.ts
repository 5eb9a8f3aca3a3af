import { expect, test, type Page } from '@playwright/test';
import { locations } from '../content/locations';
import { site } from '../content/site';
import { featuredServices, nearbyWork, projectsForLocation, servicesForLocation, testimonialFor } from '../lib/content';
import { testimonialsForPage } from '../lib/testimonial-bands';
import { jsonLdBlocks, jsonLdOfType } from './support/structured-data';
import { expectClientTestimonial, expectTestimonialsBand } from './support/testimonials';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

for (const location of locations) {
  const path = `/${location.slug}-videographer`;

  test(`${path}: every section as its content says, on one load`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await test.step('heading, description, services available, reasons to choose and a Get a Quote box', async () => {
      await expect(page).toHaveTitle(`Professional Videographer in ${location.name} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', new RegExp(location.name));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Professional Videographer in ${location.name}`);
      const photo = page.getByRole('img', { name: location.imageAlt });
      await expect(photo).toBeVisible();
      expect(await photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      for (const paragraph of location.description) {
        await expect(page.locator('main p', { hasText: paragraph })).toHaveCount(1);
      }

      const available = section(page, `Services Available in ${location.name}`);
      const offered = servicesForLocation(location);
      await expect(available.getByRole('listitem')).toHaveText(offered.map((service) => service.title));
      for (const service of offered) {
        await expect(available.getByRole('link', { name: service.title })).toHaveAttribute('href', `/${service.slug}`);
      }

      const reasons = section(page, `Why Choose a ${location.name} Videographer`);
      await expect(reasons.getByRole('heading', { level: 3 })).toHaveText(location.benefits.map((benefit) => benefit.title));
      for (const benefit of location.benefits) {
        await expect(reasons.getByText(benefit.description)).toBeVisible();
      }

      const quote = page.getByRole('complementary', { name: 'Get a Quote' });
      await expect(quote.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', `/contact?from=${path}`);
      await expect(quote.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/portfolio');
    });

    await test.step('the first three services with Learn more links', async () => {
      const cards = section(page, `Video Services in ${location.name}`).locator('article');
      const expected = featuredServices();
      await expect(cards).toHaveCount(3);
      for (const [index, service] of expected.entries()) {
        await expect(cards.nth(index).getByRole('heading', { level: 3 })).toHaveText(service.title);
        await expect(cards.nth(index).getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', `/${service.slug}`);
      }
    });

    await test.step('a testimonial and projects only where the location matches', async () => {
      await expectClientTestimonial(page, testimonialFor(location));

      const matching = projectsForLocation(location);
      // A place without a film of its own shows the nearest work instead, never one claimed to be from there.
      const shown = matching.length > 0 ? matching : nearbyWork(location);
      const projectLinks = await page
        .locator('main a[href^="/portfolio/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
      expect(projectLinks).toEqual(shown.map((project) => `/portfolio/${project.slug}`));
      const work = page.locator('section[aria-labelledby="related-work-title"]');
      await expect(work.getByRole('link', { name: 'View Full Portfolio' })).toHaveAttribute('href', '/portfolio');
      if (matching.length > 0) {
        for (const project of matching) {
          await expect(work.locator(`article[data-project="${project.slug}"]`)).toContainText(project.location);
        }
      } else {
        await expect(page.getByRole('heading', { name: `Recent Work in ${location.name}` })).toHaveCount(0);
        await expect(work.getByRole('heading', { level: 2 })).toHaveText(`Work Near ${location.name}`);
        await expect(work).toContainText(`No film made in ${location.name} is in the portfolio yet`);
        await expect(work.getByRole('link', { name: `Plan a ${location.name} Film` })).toHaveAttribute(
          'href',
          `/contact?from=/${location.slug}-videographer`,
        );
        for (const project of shown) expect(project.locationSlug).not.toBe(location.slug);
      }
    });

    await test.step('a band of testimonials chosen for the place, none repeated on the page', async () => {
      const band = await expectTestimonialsBand(page);
      const ids = await band
        .locator('figure[data-testimonial]')
        .evaluateAll((figures) => figures.map((figure) => figure.getAttribute('data-testimonial')));
      expect(ids).toEqual(testimonialsForPage(`location:${location.slug}`).map((entry) => entry.slug));
    });

    await test.step('FAQs and JSON-LD: FAQPage and BreadcrumbList only', async () => {
      const items = page.locator('section[aria-labelledby="faqs-title"] details');
      await expect(items.locator('summary')).toHaveText(location.faqs.map((faq) => faq.question));
      await items.first().locator('summary').click();
      await expect(items.first().getByText(location.faqs[0]!.answer)).toBeVisible();

      const blocks = await jsonLdBlocks(page);
      expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage']);
      const [faq] = await jsonLdOfType(page, 'FAQPage');
      expect(faq).toMatchObject({ '@context': 'https://schema.org' });
      expect(
        (faq!.mainEntity as { name: string; acceptedAnswer: { text: string } }[]).map((q) => [q.name, q.acceptedAnswer.text]),
      ).toEqual(location.faqs.map((item) => [item.question, item.answer]));
      const [breadcrumbs] = await jsonLdOfType(page, 'BreadcrumbList');
      expect(
        (breadcrumbs!.itemListElement as { name: string; item: string }[]).map((item) => [
          item.name,
          new URL(item.item).pathname,
        ]),
      ).toEqual([
        ['Home', '/'],
        [`Videographer in ${location.name}`, path],
      ]);
    });
  });
}
