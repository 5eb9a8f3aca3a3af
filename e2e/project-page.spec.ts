import { expect, test, type Page } from '@playwright/test';
import { projects } from '../content/projects';
import { servicesProvided, similarProjects, testimonialFor } from '../lib/content';
import { filmPlayerUrl, filmWatchUrl } from '../lib/films';
import { isoDuration } from '../lib/json-ld/video-object';
import { expectNoAxeViolations } from './support/axe';
import { jsonLdOfType } from './support/structured-data';
import { projectHero, watchVideoHost } from './support/video';

// Project pages, the video facade and overlay, and redirects for made-up slugs.

/** Projects picked by what they are, not by name, so the owner's edits to content/ keep the tests meaningful. */
const portrait = projects.find((project) => project.orientation === 'portrait' && project.film);
const landscape = projects.find((project) => project.orientation === 'landscape' && project.film)!;
const withTestimonial = projects.find((project) => testimonialFor(project));
const withoutTestimonial = projects.find((project) => !testimonialFor(project));
/** A project whose similar projects include one with a film, so a hover play button shows there. */
const withSimilarFilm = projects.find((project) => similarProjects(project).some((other) => other.film))!;

const hero = projectHero;
/** The part of the case study under the h2 `title`. */
const section = (page: Page, title: string) =>
  page
    .locator('main section')
    .filter({ has: page.getByRole('heading', { level: 2, name: title, exact: true }) })
    .last();

test.describe('project page content', () => {
  for (const project of projects) {
    test(`${project.slug} shows every field, its testimonial and similar projects`, async ({ page }) => {
      await page.goto(`/portfolio/${project.slug}`);
      await expect(page).toHaveTitle(`${project.title}: ${project.category} Video | Kestrel Films`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', project.excerpt);

      await expect(page.getByRole('link', { name: 'Back to Portfolio' })).toHaveAttribute('href', '/portfolio');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(project.title);
      await expect(hero(page).getByText(project.category, { exact: true })).toBeVisible();
      await expect(hero(page).getByText(project.location, { exact: true })).toBeVisible();
      await expect(hero(page).getByText(project.date, { exact: true })).toBeVisible();

      for (const heading of ['Overview', 'Goals', 'Client', 'Timeline', 'Services Provided', 'Outcome']) {
        await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      }
      for (const paragraph of project.description) {
        await expect(page.getByText(paragraph, { exact: true })).toBeVisible();
      }
      await expect(section(page, 'Client')).toContainText(project.client);
      await expect(section(page, 'Timeline')).toContainText(project.timeline);
      await expect(section(page, 'Services Provided').getByRole('listitem')).toHaveText(servicesProvided(project));
      await expect(section(page, 'Goals').getByRole('listitem')).toHaveText(project.goals);
      await expect(section(page, 'Outcome')).toContainText(project.outcome);

      const testimonial = testimonialFor(project);
      const quote = page.locator('blockquote');
      if (testimonial) {
        expect(testimonial.company.toLowerCase()).toContain(project.title.toLowerCase());
        await expect(quote).toHaveCount(1);
        await expect(quote).toContainText(testimonial.quote);
        await expect(page.getByText(testimonial.name, { exact: true })).toBeVisible();
      } else {
        await expect(quote).toHaveCount(0);
        await expect(page.getByRole('heading', { name: 'Client testimonial' })).toHaveCount(0);
      }

      const similar = similarProjects(project);
      const region = page.getByRole('region', { name: 'Similar Projects' });
      if (similar.length === 0) {
        await expect(region).toHaveCount(0);
      } else {
        const cards = region.locator('article');
        await expect(cards).toHaveCount(similar.length);
        expect(await cards.count()).toBeLessThanOrEqual(3);
        for (const other of similar) {
          expect(other.category).toBe(project.category);
          expect(other.slug).not.toBe(project.slug);
          const card = region.locator(`article[data-project="${other.slug}"]`);
          await expect(card.getByText(project.category, { exact: true })).toBeVisible();
          await expect(card.getByRole('link', { name: 'View project' })).toHaveAttribute('href', `/portfolio/${other.slug}`);
        }
      }
    });
  }

  test('the matching testimonial appears where one exists and none where none does', async ({ page }) => {
    if (withTestimonial) {
      const testimonial = testimonialFor(withTestimonial)!;
      await page.goto(`/portfolio/${withTestimonial.slug}`);
      await expect(page.locator('blockquote')).toContainText(testimonial.quote);
      await expect(page.getByText(testimonial.name)).toBeVisible();
    }
    if (withoutTestimonial) {
      await page.goto(`/portfolio/${withoutTestimonial.slug}`);
      await expect(page.locator('blockquote')).toHaveCount(0);
    }
  });

  test('up to three similar projects, all of the same category, link to their pages', async ({ page }) => {
    const similar = similarProjects(withSimilarFilm);
    await page.goto(`/portfolio/${withSimilarFilm.slug}`);
    const section = page.getByRole('region', { name: 'Similar Projects' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(similar.map((project) => project.title));
    await section.getByRole('link', { name: 'View project' }).first().click();
    await expect(page).toHaveURL(`/portfolio/${similar[0]!.slug}`);
  });

  test('a project with a film carries VideoObject and BreadcrumbList data', async ({ page, baseURL }) => {
    const project = landscape;
    const film = project.film!;
    await page.goto(`/portfolio/${project.slug}`);
    const [video, ...more] = await jsonLdOfType(page, 'VideoObject');
    expect(more).toEqual([]);
    expect(video).toMatchObject({
      '@context': 'https://schema.org',
      name: project.title,
      description: project.excerpt,
      uploadDate: film.uploadDate,
      duration: isoDuration(film.duration),
      embedUrl: filmPlayerUrl(film),
      url: filmWatchUrl(film),
    });
    expect((video!.thumbnailUrl as string[])[0]).toBe(`${baseURL}${project.poster.src}`);
    const [crumbs] = await jsonLdOfType(page, 'BreadcrumbList');
    expect((crumbs!.itemListElement as { name: string; item: string }[]).map((item) => [item.name, item.item])).toEqual([
      ['Home', `${baseURL}/`],
      ['Portfolio', `${baseURL}/portfolio`],
      [project.title, `${baseURL}/portfolio/${project.slug}`],
    ]);
  });

  test('every thumbnail the VideoObject offers is served, at the width it names', async ({ page, request }) => {
    await page.goto(`/portfolio/${landscape.slug}`);
    const [video] = await jsonLdOfType(page, 'VideoObject');
    const urls = video!.thumbnailUrl as string[];
    expect(urls.length).toBeGreaterThan(1);
    for (const url of urls) {
      const response = await request.get(url, { headers: { accept: 'image/webp,image/*' } });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(/^image\//);
    }
  });
});

test.describe('video facade and overlay', () => {
  test('nothing is requested from the video host before play', async ({ page }) => {
    // Three pages scrolled to the end, every poster loaded.
    test.slow();
    const requests = await watchVideoHost(page);
    for (const path of ['/portfolio', ...[landscape, portrait].filter(Boolean).map((project) => `/portfolio/${project!.slug}`)]) {
      await page.goto(path);
      await page.mouse.wheel(0, 3000);
      await page
        .getByRole('button', { name: /^Play video/ })
        .first()
        .hover();
      // Every poster (lazy ones included, after the scroll) has loaded: the page is fully drawn.
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
    }
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(requests).toEqual([]);

    const play = page.getByRole('button', { name: /^Play video/ }).first();
    const title = (await play.textContent())!.replace(/^Play video: /, '');
    await play.click();
    await expect.poll(() => requests.length).toBeGreaterThan(0);
    const played = projects.find((project) => project.title === title)!.film!;
    expect(requests).toEqual([filmPlayerUrl(played, { autoplay: true })]);
  });

  test('opens and closes with the mouse; focus moves in and comes back; the page behind is inert', async ({ page }) => {
    await watchVideoHost(page);
    const project = landscape;
    await page.goto(`/portfolio/${project.slug}`);
    const play = hero(page).getByRole('button', { name: `Play video: ${project.title}` });
    const dialog = page.getByRole('dialog', { name: project.title });
    await expect(dialog).toBeHidden();

    await play.click();
    await expect(dialog).toBeVisible();
    const iframe = dialog.locator('iframe');
    await expect(iframe).toHaveAttribute('src', filmPlayerUrl(project.film!, { autoplay: true }));
    await expect(iframe).toHaveAttribute('title', `${project.title} (video player)`);
    const close = dialog.getByRole('button', { name: 'Close video' });
    await expect(close).toBeVisible();
    await expect(close).toBeFocused();

    // The page behind cannot take focus while the overlay is open.
    const behindFocusable = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('main a[href="/portfolio"]')!;
      link.focus();
      return document.activeElement === link;
    });
    expect(behindFocusable).toBe(false);
    // Tab cycles through the overlay (and the browser's own controls), never the page behind.
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      const where = await page.evaluate(() => {
        const active = document.activeElement;
        if (!active || active === document.body) return 'browser';
        return active.closest('dialog[open]') ? 'overlay' : `page: ${active.outerHTML.slice(0, 80)}`;
      });
      expect(['overlay', 'browser']).toContain(where);
    }

    await close.click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();
  });

  test('opens with the keyboard and Escape closes it, returning focus to the play button', async ({ page }) => {
    await watchVideoHost(page);
    await page.goto('/portfolio');
    const [project, other] = projects.filter((candidate) => candidate.film);
    const play = page.getByRole('button', { name: `Play video: ${project!.title}` });
    await play.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: project!.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', filmPlayerUrl(project!.film!, { autoplay: true }));
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    await expect(page.locator('dialog[open]')).toHaveCount(1);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expect(play).toBeFocused();

    // Space opens it too, and each card's overlay shows its own film.
    await page.getByRole('button', { name: `Play video: ${other!.title}` }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('dialog', { name: other!.title }).locator('iframe')).toHaveAttribute(
      'src',
      filmPlayerUrl(other!.film!, { autoplay: true }),
    );
    await page.keyboard.press('Escape');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
  });

  test('a hover play button appears on hover and on keyboard focus', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/portfolio/${withSimilarFilm.slug}`);
    const section = page.getByRole('region', { name: 'Similar Projects' });
    const filmed = similarProjects(withSimilarFilm).find((project) => project.film)!;
    const play = section.getByRole('button', { name: `Play video: ${filmed.title}` });
    const icon = play.locator('span[aria-hidden]');
    await expect(icon).toHaveCSS('opacity', '0');
    await play.hover();
    await expect(icon).toHaveCSS('opacity', '1');
    await page.mouse.move(0, 0);
    await expect(icon).toHaveCSS('opacity', '0');
    await play.focus();
    await expect(icon).toHaveCSS('opacity', '1');
  });
});

test.describe('play buttons without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every film on the portfolio is a link to its host', async ({ page }) => {
    await page.goto('/portfolio');
    for (const project of projects.filter((candidate) => candidate.film)) {
      await expect(page.getByRole('link', { name: `Play video: ${project.title}` })).toHaveAttribute(
        'href',
        filmWatchUrl(project.film!),
      );
    }
  });
});

test.describe('accessibility of project pages', () => {
  for (const width of [375, 1280]) {
    // Closed, every project page is scanned by the sweeps.
    test(`axe finds no violation with the overlay open at ${width}px`, async ({ page }) => {
      test.setTimeout(90_000);
      await watchVideoHost(page);
      await page.setViewportSize({ width, height: 900 });
      for (const path of [`/portfolio/${(portrait ?? landscape).slug}`, '/portfolio']) {
        await page.goto(path);
        await page
          .getByRole('button', { name: /^Play video/ })
          .first()
          .click();
        await expect(page.locator('dialog[open] iframe')).toHaveCount(1);
        await expectNoAxeViolations(page);
      }
    });
  }
});

test.describe('made-up slugs', () => {
  test('an unknown project redirects (307) to /portfolio', async ({ page, request }) => {
    const response = await request.get('/portfolio/no-such-film', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/portfolio');
    await page.goto('/portfolio/another-made-up-one');
    await expect(page).toHaveURL(/\/portfolio$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Selected Films for Brands, Events and Independents');
  });

  test('unknown service and location pages redirect (307) home; real ones are served', async ({ request }) => {
    for (const path of ['/wedding-videography', '/paris-videographer']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(307);
      expect(response.headers().location, path).toBe('/');
    }
    for (const project of projects) {
      const response = await request.get(`/portfolio/${project.slug}`, { maxRedirects: 0 });
      expect(response.status(), project.slug).toBe(200);
    }
  });
});
