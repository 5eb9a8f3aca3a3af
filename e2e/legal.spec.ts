import { expect, test } from '@playwright/test';
import { legalDocuments } from '../content/legal';
import { locations } from '../content/locations';
import { projects } from '../content/projects';
import { services } from '../content/services';
import { site } from '../content/site';

// The privacy policy, the terms of service and the HTML sitemap, all linked from the footer.

for (const document of legalDocuments) {
  test.describe(document.title, () => {
    test('is reached from the footer and shows its title, date, contents and sections', async ({ page }) => {
      await page.goto('/contact');
      await page.getByRole('contentinfo').getByRole('link', { name: document.title }).click();
      await expect(page).toHaveURL(new RegExp(`${document.path}$`));
      await expect(page).toHaveTitle(`${document.title} | ${site.name}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', document.description);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.title);
      await expect(page.getByText('Last updated')).toBeVisible();

      const contents = page.getByRole('navigation', { name: 'Contents' }).getByRole('link');
      await expect(contents).toHaveCount(document.sections.length);
      for (const [index, section] of document.sections.entries()) {
        await expect(contents.nth(index)).toHaveAttribute('href', `#${section.id}`);
        await expect(page.locator(`#${section.id}`).getByRole('heading', { level: 2 })).toContainText(section.heading);
      }

      // A contents link jumps to its section.
      const last = document.sections.at(-1)!;
      await contents.last().click();
      await expect(page).toHaveURL(new RegExp(`#${last.id}$`));
      await expect(page.locator(`#${last.id}`).getByRole('heading', { level: 2 })).toBeInViewport();
      await expect(page.locator(`#${last.id}`).getByRole('link', { name: site.email })).toHaveAttribute(
        'href',
        `mailto:${site.email}`,
      );
    });
  });
}

test('the privacy policy explains the contact form, embedded video, the blog’s content service and UK GDPR rights', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  for (const heading of [
    'What the contact form collects',
    'Where your enquiry goes',
    'Embedded videos and their cookies',
    'The blog’s content service',
    'Your rights under UK GDPR',
    'How to get in touch',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute('href', 'https://ico.org.uk/make-a-complaint/');
  await expect(page.getByRole('link', { name: 'contact form', exact: true }).first()).toHaveAttribute(
    'href',
    '/contact?from=/privacy-policy',
  );
});

test.describe('the HTML sitemap', () => {
  test('is reached from the footer and links to every page of the site', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).click();
    await expect(page).toHaveURL(/\/sitemap$/);
    await expect(page).toHaveTitle(`Sitemap | ${site.name}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Every Page on This Site');

    const section = (name: string) => page.getByRole('region', { name, exact: true });
    const hrefs = (name: string) =>
      section(name)
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));

    expect(await hrefs('Main Pages')).toEqual(['/', '/about', '/portfolio', '/blog', '/faqs', '/contact']);
    expect(await hrefs('Services')).toEqual(['/services', ...services.map((service) => `/${service.slug}`)]);
    await expect(section('Services').getByRole('link')).toHaveText(['All Services', ...services.map((service) => service.title)]);
    expect(await hrefs('Locations')).toEqual(locations.map((location) => `/${location.slug}-videographer`));
    expect(await hrefs('Portfolio')).toEqual(projects.map((project) => `/portfolio/${project.slug}`));
    await expect(section('Portfolio').getByRole('link')).toHaveText(projects.map((project) => project.title));
    expect(await hrefs('Legal and Site Information')).toEqual(['/privacy-policy', '/terms-of-service', '/sitemap']);
    // The blog has a section of its own, apart from the static pages.
    await expect(section('Blog').getByRole('heading', { level: 2 })).toHaveText('Blog');
  });

  test('the pages of this part of the site that it lists answer 200', async ({ request }) => {
    for (const path of ['/contact', '/faqs', '/privacy-policy', '/terms-of-service', '/sitemap']) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
  });
});
