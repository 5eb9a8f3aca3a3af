import { expect, test } from '@playwright/test';
import { legalDocuments } from '../content/legal';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { site } from '../content/site';
import {
  fetchDocument,
  linkHrefsIn,
  linksIn,
  named,
  regionIn,
  shownTextOf,
  shownWithoutScript,
  textShownWithoutScript,
} from './support/html';

// The privacy policy, the terms of service and the HTML sitemap, all linked from the footer.

/** A link by its visible text, as a visitor names it. */
const linkNamed = (element: Element | null | undefined, name: string) =>
  linksIn(element).find((link) => shownTextOf(link) === name);
/** The page's <title>, as search engines and tabs read it. */
const titleOf = (document: Document) => document.querySelector('title')?.textContent;

test('the footer links each legal page and the sitemap', async ({ request }) => {
  const { document } = await fetchDocument(request, '/contact');
  const footer = document.querySelector('footer');
  for (const { title, path } of [
    ...legalDocuments.map((legal) => ({
      title: legal.title,
      path: legal.path,
    })),
    { title: 'Sitemap', path: '/sitemap' },
  ]) {
    expect(linkNamed(footer, title)?.getAttribute('href'), title).toBe(path);
  }
});

test('the footer leads to each legal page and the sitemap, and a contents link jumps to its section', async ({ page }) => {
  await page.goto('/contact');
  for (const document of legalDocuments) {
    await test.step(document.title, async () => {
      await page.getByRole('contentinfo').getByRole('link', { name: document.title }).click();
      await expect(page).toHaveURL(new RegExp(`${document.path}$`));
      const last = document.sections.at(-1)!;
      await page.getByRole('navigation', { name: 'Contents' }).getByRole('link').last().click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id}`).getByRole('heading', { level: 2 })).toBeInViewport();
    });
  }
  await test.step('Sitemap', async () => {
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
  });
});

for (const legal of legalDocuments) {
  test(`${legal.title} shows its title, date, contents and sections`, async ({ request }) => {
    const { document } = await fetchDocument(request, legal.path);
    expect(titleOf(document)).toBe(`${legal.title} | ${site.name}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(legal.description);
    expect(shownTextOf(document.querySelector('h1'))).toBe(legal.title);
    expect(textShownWithoutScript(document.body)).toContain('Last updated');

    const [contents] = named(document, 'nav', 'Contents');
    expect(linkHrefsIn(contents)).toEqual(legal.sections.map((section) => `#${section.id}`));
    for (const section of legal.sections) {
      expect(shownTextOf(document.getElementById(section.id)?.querySelector('h2')), section.id).toContain(section.heading);
    }
    const last = document.getElementById(legal.sections.at(-1)!.id);
    expect(linkNamed(last, site.email)?.getAttribute('href')).toBe(`mailto:${site.email}`);
  });
}

test('the privacy policy explains the contact form, embedded video, the blog’s content service and UK GDPR rights', async ({
  request,
}) => {
  const { document } = await fetchDocument(request, '/privacy-policy');
  const headings = [...document.querySelectorAll('h2')].filter(shownWithoutScript).map(shownTextOf);
  for (const heading of [
    'What the contact form collects',
    'Where your enquiry goes',
    'Embedded videos and their cookies',
    'The blog’s content service',
    'Your rights under UK GDPR',
    'How to get in touch',
  ]) {
    expect(
      headings.some((shown) => shown?.includes(heading)),
      heading,
    ).toBe(true);
  }
  expect(linkNamed(document.body, 'ico.org.uk')?.getAttribute('href')).toBe('https://ico.org.uk/make-a-complaint/');
  expect(linkNamed(document.body, 'contact form')?.getAttribute('href')).toBe('/contact?from=/privacy-policy');
});

test.describe('the HTML sitemap', () => {
  test('is titled and links to every page of the site', async ({ request }) => {
    const { document } = await fetchDocument(request, '/sitemap');
    expect(titleOf(document)).toBe(`Sitemap | ${site.name}`);
    expect(shownTextOf(document.querySelector('h1'))).toBe('Every Page on This Site');

    // A named <section> is a region.
    const section = (name: string) => regionIn(document, name);
    const texts = (name: string) => linksIn(section(name)).map(shownTextOf);

    expect(linkHrefsIn(section('Main Pages'))).toEqual(['/', '/about', '/portfolio', '/blog', '/faqs', '/contact']);
    expect(linkHrefsIn(section('Services'))).toEqual(['/services', ...services.map((service) => `/${service.slug}`)]);
    expect(texts('Services')).toEqual(['All Services', ...services.map((service) => service.title)]);
    expect(linkHrefsIn(section('Locations'))).toEqual(locations.map((location) => `/${location.slug}-videographer`));
    expect(linkHrefsIn(section('Portfolio'))).toEqual(projects.map((project) => `/portfolio/${project.slug}`));
    expect(texts('Portfolio')).toEqual(projects.map((project) => project.title));
    expect(linkHrefsIn(section('Legal and Site Information'))).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap']);
    // The blog has a section of its own, apart from the static pages.
    expect(shownTextOf(section('Blog')?.querySelector('h2'))).toBe('Blog');
  });

  test('the pages of this part of the site that it lists answer 200', async ({ request }) => {
    for (const path of ['/contact', '/faqs', '/privacy-policy', '/terms-of-service', '/sitemap']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
