import { expect, test, type Page } from '@playwright/test';
import { services } from '../content/services';
import { site } from '../content/site';
import { projectsForService, testimonialFor } from '../lib/content';
import { jsonLdBlocks, jsonLdOfType } from './support/structured-data';
import { expectClientTestimonial } from './support/testimonials';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

test.use({ viewport: { width: 1280, height: 900 } });

test.beforeEach(async ({ page }) => {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
});

test('related films fill their row at 1280px: two share it in halves, three in thirds', async ({ page }) => {
  const counts = new Set<number>();
  for (const service of services) {
    const count = projectsForService(service).length;
    counts.add(count);
    await page.goto(`/${service.slug}`);
    const row = await page.locator('section[aria-labelledby="related-work-title"] ul').evaluate((list) => {
      const edge = list.getBoundingClientRect();
      const cards = [...list.children].map((item) => item.getBoundingClientRect());
      return { right: edge.right, width: edge.width, tops: cards.map((card) => card.top), cards };
    });
    expect(row.cards, service.slug).toHaveLength(count);
    expect(new Set(row.tops.map(Math.round)).size, `${service.slug}: one row`).toBe(1);
    expect(Math.abs(row.cards.at(-1)!.right - row.right), `${service.slug}: the row is filled`).toBeLessThanOrEqual(1);
    for (const card of row.cards) expect(card.width).toBeGreaterThan(row.width / (count + 1));
  }
  // Both layouts are exercised by the content.
  expect([...counts].sort()).toEqual([2, 3]);
});

for (const service of services) {
  const path = `/${service.slug}`;

  test(`${path}: every section as its content says, on one load`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await test.step('heading, tagline, image, description, Key Features and Service Benefits', async () => {
      await expect(page).toHaveTitle(`${service.title} in Brighton, Lewes & London | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', service.summary);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${service.title} in Brighton, Lewes & London`);
      await expect(page.getByText(service.tagline, { exact: true })).toBeVisible();

      if (service.image) {
        const image = page.getByRole('img', { name: service.image.alt });
        await expect(image).toBeVisible();
        await expect(image).toHaveAttribute('src', new RegExp(`url=${encodeURIComponent(service.image.src)}`));
        expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      } else {
        await expect(page.locator(`[data-service-icon="${service.icon}"]`).first()).toBeVisible();
      }

      for (const paragraph of service.description) {
        await expect(page.locator('main p', { hasText: paragraph })).toHaveCount(1);
      }

      const features = section(page, 'Key Features');
      await expect(features.getByRole('listitem')).toHaveText(service.features);

      const benefits = section(page, 'Service Benefits');
      await expect(benefits.getByRole('heading', { level: 3 })).toHaveText(service.benefits.map((benefit) => benefit.title));
      for (const benefit of service.benefits) {
        await expect(benefits.getByText(benefit.description)).toBeVisible();
      }
    });

    await test.step('Get a Quote box and The Process as an ordered list of numbered steps', async () => {
      const quote = page.getByRole('complementary', { name: 'Get a Quote' });
      // The contact page, told which page the visitor asks from (no cookie: the address carries it).
      await expect(quote.getByRole('link', { name: 'Contact Me' })).toHaveAttribute('href', `/contact?from=/${service.slug}`);
      await expect(quote.getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/portfolio');

      const process = section(page, 'The Process');
      const steps = process.locator('ol > li');
      await expect(steps).toHaveCount(service.process.length);
      for (const [index, step] of service.process.entries()) {
        await expect(steps.nth(index).getByRole('heading', { level: 3 })).toHaveText(step.title);
        await expect(steps.nth(index)).toContainText(step.description);
        await expect(steps.nth(index)).toContainText(String(index + 1).padStart(2, '0'));
      }
    });

    await test.step('a Client Testimonial only when one mentions the service, and up to three matching projects', async () => {
      await expectClientTestimonial(page, testimonialFor(service));

      const matching = projectsForService(service);
      expect(matching.length).toBeGreaterThan(0);
      expect(matching.length).toBeLessThanOrEqual(3);
      const work = page.locator('section[aria-labelledby="related-work-title"]');
      const projectLinks = await page
        .locator('main a[href^="/portfolio/"]')
        .evaluateAll((links) => [...new Set(links.map((link) => link.getAttribute('href')))]);
      expect(projectLinks).toEqual(matching.map((project) => `/portfolio/${project.slug}`));
      for (const project of matching) {
        await expect(
          work.locator(`article[data-project="${project.slug}"]`).getByRole('heading', { name: project.title }),
        ).toBeVisible();
      }
      await expect(work.getByRole('link', { name: 'View Full Portfolio' })).toHaveAttribute('href', '/portfolio');
    });

    await test.step('FAQs open and close as disclosure widgets', async () => {
      const faqs = page.locator('section[aria-labelledby="faqs-title"]');
      const items = faqs.locator('details');
      await expect(items).toHaveCount(service.faqs.length);
      for (const [index, faq] of service.faqs.entries()) {
        const item = items.nth(index);
        await expect(item.locator('summary')).toHaveText(faq.question);
        await expect(item.getByText(faq.answer)).toBeHidden();
      }
      const first = items.first();
      await first.locator('summary').click();
      await expect(first.getByText(service.faqs[0]!.answer)).toBeVisible();
      await first.locator('summary').click();
      await expect(first.getByText(service.faqs[0]!.answer)).toBeHidden();
    });

    await test.step('JSON-LD: Service with provider and areaServed, FAQPage and BreadcrumbList, and no local business', async () => {
      const blocks = await jsonLdBlocks(page);
      expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'Service']);
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');

      const [node] = await jsonLdOfType(page, 'Service');
      expect(node).toMatchObject({
        name: service.title,
        serviceType: service.title,
        description: service.summary,
        provider: { '@type': 'ProfessionalService', name: site.name },
      });
      expect(new URL(String(node!.url)).pathname).toBe(path);
      expect((node!.areaServed as { name: string }[]).map((place) => place.name)).toEqual(site.areaServed);

      const [faq] = await jsonLdOfType(page, 'FAQPage');
      expect(faq!.mainEntity).toEqual(
        service.faqs.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      );

      const [breadcrumbs] = await jsonLdOfType(page, 'BreadcrumbList');
      const trail = (breadcrumbs!.itemListElement as { name: string; item: string }[]).map((item) => [
        item.name,
        new URL(item.item).pathname,
      ]);
      expect(trail).toEqual([
        ['Home', '/'],
        [service.title, path],
      ]);
      await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
        'href',
        '/',
      );
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a service page reads fully and its FAQs still open', async ({ page }) => {
    const [service] = services;
    await page.goto(`/${service!.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const first = page.locator('section[aria-labelledby="faqs-title"] details').first();
    await first.locator('summary').click();
    await expect(first.getByText(service!.faqs[0]!.answer)).toBeVisible();
  });
});

test.describe('/services', () => {
  test('lists every service in content with a link to its page, and the Services menu leads to it', async ({ page }) => {
    const response = await page.goto('/services');
    expect(response?.status()).toBe(200);
    await expect(page.locator('h1')).toHaveCount(1);
    const list = page.getByRole('region', { name: 'All services' });
    const cards = list.locator('article[data-service]');
    await expect(cards).toHaveCount(services.length);
    for (const service of services) {
      const card = list.locator(`article[data-service="${service.slug}"]`);
      await expect(card.getByRole('heading', { level: 2 })).toHaveText(service.title);
      await expect(card.getByRole('link', { name: `Learn more about ${service.title}` })).toHaveAttribute(
        'href',
        `/${service.slug}`,
      );
    }
    // Every service page and /services itself mark Services as the current section.
    const menu = page.getByRole('navigation', { name: 'Main' });
    await expect(menu.getByRole('button', { name: 'Services' })).toHaveClass(/text-brand/);
    await menu.getByRole('button', { name: 'Services' }).click();
    await expect(menu.getByRole('link', { name: 'All Services' })).toHaveAttribute('href', '/services');
  });
});
