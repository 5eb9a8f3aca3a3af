import { expect } from '@playwright/test';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { site } from '../content/site';
import { testimonials } from '../content/testimonials';
import { projectsForService, testimonialFor } from '../lib/content-queries';
import { serviceProof } from '../lib/page-proof';
import { serviceTitle } from '../lib/page-titles';
import {
  expectEachParagraphOnce,
  fetchDocument,
  hrefsOf,
  including,
  jsonLdIn,
  named,
  regionIn,
  shownWithoutScript,
  shownWithText,
  textOf,
} from './support/html';
import { whenHydrated } from './support/hydration';
import { test } from './support/local-pages';
import { expectProofIn } from './support/proof';

for (const service of services) {
  const path = `/${service.slug}`;

  test(`${path}: every section as its content says, as the server sends it`, async ({ request }) => {
    const { response, document } = await fetchDocument(request, path);
    expect(response.status()).toBe(200);
    await test.step('heading, tagline, image, description, Key Features and Service Benefits', async () => {
      expect(document.title).toBe(`${serviceTitle(service)} | ${site.name}`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(service.summary);
      expect([...document.querySelectorAll('h1')].map(textOf)).toEqual([serviceTitle(service)]);
      expect(shownWithText(document.body, service.tagline)).not.toEqual([]);

      if (service.image) {
        const [image, ...more] = named(document, 'img', service.image.alt);
        expect(more).toEqual([]);
        expect(shownWithoutScript(image!)).toBe(true);
        expect(image!.getAttribute('src')).toMatch(new RegExp(`url=${encodeURIComponent(service.image.src)}`));
      } else {
        const icon = document.querySelector(`[data-service-icon="${service.icon}"]`);
        expect(icon && shownWithoutScript(icon)).toBe(true);
      }

      expectEachParagraphOnce(document, service.description);

      expect([...regionIn(document, 'Key Features').querySelectorAll('li')].map(textOf)).toEqual(service.features);

      const benefits = regionIn(document, 'Service Benefits');
      expect([...benefits.querySelectorAll('h3')].map(textOf)).toEqual(service.benefits.map((benefit) => benefit.title));
      for (const benefit of service.benefits) {
        expect(shownWithText(benefits, including(benefit.description)), benefit.title).not.toEqual([]);
      }
    });

    await test.step('Get a Quote box and The Process as an ordered list of numbered steps', async () => {
      const [quote, ...more] = named(document, 'aside', 'Get a Quote');
      expect(more).toEqual([]);
      // The contact page, told which page the visitor asks from (no cookie: the address carries it).
      expect(hrefsOf(quote!, /contact me/i)).toEqual([`/contact?from=/${service.slug}`]);
      expect(hrefsOf(quote!, /view portfolio/i)).toEqual(['/portfolio']);

      const steps = [...regionIn(document, 'The Process').querySelectorAll('ol > li')];
      expect(steps).toHaveLength(service.process.length);
      for (const [index, step] of service.process.entries()) {
        expect([...steps[index]!.querySelectorAll('h3')].map(textOf)).toEqual([step.title]);
        expect(textOf(steps[index]!)).toContain(step.description);
        expect(textOf(steps[index]!)).toContain(String(index + 1).padStart(2, '0'));
      }
    });

    await test.step('a film and a testimonial after the hero, then the service’s other films, up to three in all', async () => {
      const proof = serviceProof(service, { projects, testimonials });
      expectProofIn(document, proof);
      if (testimonialFor(service)) expect(proof.testimonial).toBe(testimonialFor(service));

      const all = projectsForService(service);
      expect(all.length).toBeGreaterThan(0);
      expect(all.length).toBeLessThanOrEqual(3);
      expect(proof.film).toBe(all[0]);
      const matching = all.slice(1);
      const projectLinks = [...document.querySelectorAll('main a[href^="/portfolio/"]')].map((link) => link.getAttribute('href'));
      expect([...new Set(projectLinks)]).toEqual(all.map((project) => `/portfolio/${project.slug}`));
      const work = document.querySelector('section[aria-labelledby="related-work-title"]');
      if (matching.length === 0) expect(work).toBeNull();
      for (const project of matching) {
        const card = work!.querySelector(`article[data-project="${project.slug}"]`)!;
        const titles = [...card.querySelectorAll('h1, h2, h3, h4, h5, h6')].filter(
          (heading) => textOf(heading) === project.title,
        );
        expect(titles.filter(shownWithoutScript), project.slug).toHaveLength(1);
        // Only the service's own films, never padded with other work.
        expect(project.serviceSlugs[0], project.slug).toBe(service.slug);
      }
      // A single further film is said to be one more, beside the way to the full portfolio.
      if (matching.length === 1) expect(textOf(work!)).toMatch(/one more .+ film/i);
      if (work) expect(hrefsOf(work, /view full portfolio/i)).toEqual(['/portfolio']);
    });

    await test.step('FAQs: one closed disclosure widget per question', async () => {
      const items = [...document.querySelectorAll('section[aria-labelledby="faqs-title"] details')];
      expect(items).toHaveLength(service.faqs.length);
      for (const [index, faq] of service.faqs.entries()) {
        expect(textOf(items[index]!.querySelector('summary')!)).toBe(faq.question);
        // Closed: its answer, outside the summary, is hidden until opened (the browser test opens one).
        expect(items[index]!.hasAttribute('open'), faq.question).toBe(false);
        expect(textOf(items[index]!)).toContain(faq.answer);
        expect(textOf(items[index]!.querySelector('summary')!)).not.toContain(faq.answer);
      }
    });

    await test.step('JSON-LD: Service with provider and areaServed, FAQPage and BreadcrumbList, and no local business', async () => {
      const blocks = jsonLdIn(document);
      expect(blocks.map((block) => block['@type']).sort()).toEqual(['BreadcrumbList', 'FAQPage', 'Service']);
      for (const block of blocks) expect(block['@context']).toBe('https://schema.org');
      const ofType = (type: string) => blocks.find((block) => block['@type'] === type)!;

      const node = ofType('Service');
      expect(node).toMatchObject({
        name: service.title,
        serviceType: service.title,
        description: service.summary,
        provider: { '@type': 'ProfessionalService', name: site.name },
      });
      expect(new URL(String(node.url)).pathname).toBe(path);
      expect((node.areaServed as { name: string }[]).map((place) => place.name)).toEqual(site.areaServed);

      expect(ofType('FAQPage').mainEntity).toEqual(
        service.faqs.map((item) => ({
          '@type': 'Question',
          name: item.question,
          acceptedAnswer: { '@type': 'Answer', text: item.answer },
        })),
      );

      const trail = (ofType('BreadcrumbList').itemListElement as { name: string; item: string }[]).map((item) => [
        item.name,
        new URL(item.item).pathname,
      ]);
      expect(trail).toEqual([
        ['Home', '/'],
        [service.title, path],
      ]);
      const [breadcrumb, ...more] = named(document, 'nav', 'Breadcrumb');
      expect(more).toEqual([]);
      expect(hrefsOf(breadcrumb!, /home/i)).toEqual(['/']);
    });
  });
}

test.describe('in the browser at 1280px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('each service page shows its image loaded, opens and closes its first FAQ, and its related films fill their row: one across, two in halves, three in thirds', async ({
    page,
  }) => {
    const counts = new Set<number>();
    for (const service of services) {
      await page.goto(`/${service.slug}`);
      await test.step(`${service.slug}: related films fill their row`, async () => {
        // The first film is shown after the hero; the others fill the row further down.
        const count = projectsForService(service).length - 1;
        counts.add(count);
        if (count === 0) return;
        const row = await page.locator('section[aria-labelledby="related-work-title"] ul').evaluate((list) => {
          const edge = list.getBoundingClientRect();
          const cards = [...list.children].map((item) => item.getBoundingClientRect());
          return { right: edge.right, width: edge.width, tops: cards.map((card) => card.top), cards };
        });
        expect(row.cards, service.slug).toHaveLength(count);
        expect(new Set(row.tops.map(Math.round)).size, `${service.slug}: one row`).toBe(1);
        expect(Math.abs(row.cards.at(-1)!.right - row.right), `${service.slug}: the row is filled`).toBeLessThanOrEqual(1);
        for (const card of row.cards) expect(card.width).toBeGreaterThan(row.width / (count + 1));
      });

      if (service.image) {
        await test.step(`${service.slug}: its image is shown and loaded`, async () => {
          const image = page.getByRole('img', { name: service.image!.alt });
          await expect(image).toBeVisible();
          await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
        });
      }

      await test.step(`${service.slug}: FAQ answers are hidden until their question is clicked`, async () => {
        const items = page.locator('section[aria-labelledby="faqs-title"] details');
        for (const [index, faq] of service.faqs.entries()) await expect(items.nth(index).getByText(faq.answer)).toBeHidden();
        const first = items.first();
        await first.locator('summary').click();
        await expect(first.getByText(service.faqs[0]!.answer)).toBeVisible();
        await first.locator('summary').click();
        await expect(first.getByText(service.faqs[0]!.answer)).toBeHidden();
      });
    }
    // More than one layout is exercised by the content.
    expect(counts.size).toBeGreaterThan(1);
  });

  test('the Services menu, marked current on /services, leads to /services', async ({ page }) => {
    await page.goto('/services');
    await whenHydrated(page);
    const menu = page.getByRole('navigation', { name: 'Main' });
    await menu.getByRole('button', { name: 'Services' }).click();
    await expect(menu.getByRole('link', { name: 'All Services' })).toHaveAttribute('href', '/services');
  });
});

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
  test('lists every service in content with a link to its page, and marks Services as the current section', async ({
    request,
  }) => {
    const { response, document } = await fetchDocument(request, '/services');
    expect(response.status()).toBe(200);
    expect(document.querySelectorAll('h1')).toHaveLength(1);
    const list = regionIn(document, 'All services');
    expect(list.querySelectorAll('article[data-service]')).toHaveLength(services.length);
    for (const service of services) {
      const card = list.querySelector(`article[data-service="${service.slug}"]`)!;
      expect([...card.querySelectorAll('h2')].map(textOf)).toEqual([service.title]);
      expect(hrefsOf(card, including(`Learn more about ${service.title}`))).toEqual([`/${service.slug}`]);
    }
    // Every service page and /services itself mark Services as the current section; another page does not.
    const servicesButton = (page: Document) => {
      const [menu] = named(page, 'nav', 'Main');
      const [button, ...more] = named(menu!, 'button', /services/i);
      expect(more).toEqual([]);
      return button!;
    };
    expect(servicesButton(document).hasAttribute('data-active')).toBe(true);
    const { document: about } = await fetchDocument(request, '/about');
    expect(servicesButton(about).hasAttribute('data-active')).toBe(false);
  });
});
