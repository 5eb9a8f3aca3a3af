import { expect, test, type Route } from '@playwright/test';
import { projects } from '../content/projects';
import { servicesProvided, similarProjects, testimonialForProject } from '../lib/content-queries';
import { filmPlayerUrl, filmWatchUrl } from '../lib/films';
import { isoDuration } from '../lib/json-ld/video-object';
import { expectNoAxeViolations } from './support/axe';
import { fetchDocument, including, named, onlyJsonLd, shownWithText, textOf } from './support/html';
import { projectHero, watchVideoHost } from './support/video';

// Project pages, the video facade and overlay, and redirects for made-up slugs.

/** Projects picked by what they are, not by name, so the owner's edits to content/ keep the tests meaningful. */
const portrait = projects.find((project) => project.orientation === 'portrait' && project.film);
const landscape = projects.find((project) => project.orientation === 'landscape' && project.film)!;
const withTestimonial = projects.find((project) => testimonialForProject(project));
const withoutTestimonial = projects.find((project) => !testimonialForProject(project));
/** A project whose similar projects include one with a film, so a hover play button shows there. */
const withSimilarFilm = projects.find((project) => similarProjects(project).some((other) => other.film))!;

const hero = projectHero;

/** The part of the case study under the h2 `title`, in the HTML the server sends. */
const sectionIn = (document: Document, title: string) =>
  [...document.querySelectorAll('main section')]
    .filter((candidate) => [...candidate.querySelectorAll('h2')].some((heading) => textOf(heading) === title))
    .at(-1);
const headingsIn = (root: ParentNode, levels = 'h1, h2, h3, h4, h5, h6') => [...root.querySelectorAll(levels)];

test.describe('project page content', () => {
  for (const project of projects) {
    test(`${project.slug} shows every field, its testimonial and similar projects`, async ({ request }) => {
      const { document } = await fetchDocument(request, `/portfolio/${project.slug}`);
      expect(document.title).toBe(`${project.title}: ${project.category} Video | Kestrel Films`);
      expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(project.excerpt);

      const back = named(document, 'a', /back to portfolio/i);
      expect(back.map((link) => link.getAttribute('href'))).toEqual(['/portfolio']);
      expect(headingsIn(document, 'h1').map(textOf)).toEqual([project.title]);
      const hero = document.querySelector('main > header')!;
      for (const fact of [project.category, project.location, project.date]) {
        expect(shownWithText(hero, fact), fact).not.toEqual([]);
      }

      for (const heading of ['Overview', 'Goals', 'Client', 'Timeline', 'Services Provided', 'Outcome']) {
        expect(
          shownWithText(document, heading).filter((element) => element.localName === 'h2'),
          heading,
        ).toHaveLength(1);
      }
      for (const paragraph of project.description) {
        expect(shownWithText(document.body, paragraph), paragraph).not.toEqual([]);
      }
      expect(textOf(sectionIn(document, 'Client')!)).toContain(project.client);
      expect(textOf(sectionIn(document, 'Timeline')!)).toContain(project.timeline);
      expect([...sectionIn(document, 'Services Provided')!.querySelectorAll('li')].map(textOf)).toEqual(
        servicesProvided(project),
      );
      expect([...sectionIn(document, 'Goals')!.querySelectorAll('li')].map(textOf)).toEqual(project.goals);
      expect(textOf(sectionIn(document, 'Outcome')!)).toContain(project.outcome);

      const testimonial = testimonialForProject(project);
      const quotes = [...document.querySelectorAll('blockquote')];
      if (testimonial) {
        expect(testimonial.company.toLowerCase()).toContain(project.title.toLowerCase());
        expect(quotes).toHaveLength(1);
        expect(textOf(quotes[0]!)).toContain(testimonial.quote);
        expect(shownWithText(document.body, testimonial.name)).not.toEqual([]);
      } else {
        expect(quotes).toHaveLength(0);
        expect(headingsIn(document).filter((heading) => /client testimonial/i.test(textOf(heading)))).toEqual([]);
      }

      const similar = similarProjects(project);
      const regions = named(document, 'section', /similar projects/i);
      if (similar.length === 0) {
        expect(regions).toHaveLength(0);
      } else {
        expect(regions).toHaveLength(1);
        const cards = [...regions[0]!.querySelectorAll('article')];
        expect(cards).toHaveLength(similar.length);
        expect(cards.length).toBeLessThanOrEqual(3);
        for (const other of similar) {
          expect(other.category).toBe(project.category);
          expect(other.slug).not.toBe(project.slug);
          const card = regions[0]!.querySelector(`article[data-project="${other.slug}"]`)!;
          expect(shownWithText(card, project.category), other.slug).not.toEqual([]);
          expect(named(card, 'a', /view project/i).map((link) => link.getAttribute('href'))).toEqual([
            `/portfolio/${other.slug}`,
          ]);
        }
      }
    });
  }

  test('the matching testimonial appears where one exists and none where none does', async ({ request }) => {
    if (withTestimonial) {
      const testimonial = testimonialForProject(withTestimonial)!;
      const { document } = await fetchDocument(request, `/portfolio/${withTestimonial.slug}`);
      const quotes = [...document.querySelectorAll('blockquote')];
      expect(quotes).toHaveLength(1);
      expect(textOf(quotes[0]!)).toContain(testimonial.quote);
      expect(shownWithText(document.body, including(testimonial.name))).not.toEqual([]);
    }
    if (withoutTestimonial) {
      const { document } = await fetchDocument(request, `/portfolio/${withoutTestimonial.slug}`);
      expect(document.querySelectorAll('blockquote')).toHaveLength(0);
    }
  });

  test('up to three similar projects, all of the same category, are listed by title', async ({ request }) => {
    const { document } = await fetchDocument(request, `/portfolio/${withSimilarFilm.slug}`);
    const [region] = named(document, 'section', /similar projects/i);
    expect(headingsIn(region!, 'h3').map(textOf)).toEqual(similarProjects(withSimilarFilm).map((project) => project.title));
  });

  test('a project with a film carries VideoObject and BreadcrumbList data', async ({ request, baseURL }) => {
    const project = landscape;
    const film = project.film!;
    const { document } = await fetchDocument(request, `/portfolio/${project.slug}`);
    const video = onlyJsonLd(document, 'VideoObject');
    expect(video).toMatchObject({
      '@context': 'https://schema.org',
      name: project.title,
      description: project.excerpt,
      uploadDate: film.uploadDate,
      duration: isoDuration(film.duration),
      embedUrl: filmPlayerUrl(film),
      url: filmWatchUrl(film),
    });
    expect((video.thumbnailUrl as string[])[0]).toBe(`${baseURL}${project.poster.src}`);
    const crumbs = onlyJsonLd(document, 'BreadcrumbList');
    expect((crumbs.itemListElement as { name: string; item: string }[]).map((item) => [item.name, item.item])).toEqual([
      ['Home', `${baseURL}/`],
      ['Portfolio', `${baseURL}/portfolio`],
      [project.title, `${baseURL}/portfolio/${project.slug}`],
    ]);
  });

  test('every thumbnail the VideoObject offers is served, at the width it names', async ({ request }) => {
    const video = onlyJsonLd((await fetchDocument(request, `/portfolio/${landscape.slug}`)).document, 'VideoObject');
    const urls = video.thumbnailUrl as string[];
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

  test("a tap on play before the page's scripts run stays on the site, and the film opens once they do", async ({ page }) => {
    const requests = await watchVideoHost(page);
    const held: Route[] = [];
    await page.route('**/_next/static/chunks/*.js', (route) => void held.push(route));
    const path = `/portfolio/${landscape.slug}`;
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    const play = hero(page).locator('a.play-target');
    // Still the server's link to the host: no script has run.
    await expect(play).toHaveAttribute('href', filmWatchUrl(landscape.film!));
    await expect(play).not.toHaveAttribute('role', 'button');
    await play.click();
    await expect(play).toHaveAttribute('data-video-pending', '');
    expect(new URL(page.url()).pathname).toBe(path);
    expect(requests).toEqual([]);

    await page.unroute('**/_next/static/chunks/*.js');
    for (const route of held) await route.continue();
    const dialog = page.getByRole('dialog', { name: landscape.title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('iframe')).toHaveAttribute('src', filmPlayerUrl(landscape.film!, { autoplay: true }));
    await expect(play).not.toHaveAttribute('data-video-pending');
  });

  test("when the page's scripts never come, a held tap on play goes to the film's host after all", async ({ page }) => {
    await watchVideoHost(page);
    await page.clock.install();
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.goto(`/portfolio/${landscape.slug}`, { waitUntil: 'domcontentloaded' });
    const play = hero(page).locator('a.play-target');
    await play.click();
    await expect(play).toHaveAttribute('data-video-pending', '');
    await page.clock.runFor(10_000);
    await page.waitForURL((url) => url.href === filmWatchUrl(landscape.film!));
  });

  test('a play link takes no tap until the early script can hold it, and is a plain link without scripting', async ({
    browser,
    page,
  }) => {
    const path = `/portfolio/${landscape.slug}`;
    // The page as a phone has it in the moment between its first paint and the early script: no script has run.
    const requests = await watchVideoHost(page);
    await page.route('**/_next/static/chunks/*.js', (route) => route.abort());
    await page.route(`**${path}`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(/<script>document\.querySelectorAll\('a\.play-target'\)[^<]*<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await page.goto(path, { waitUntil: 'domcontentloaded' });
    await expect(hero(page).locator('a.play-target')).not.toHaveAttribute('data-tap-held');
    const box = (await hero(page).locator('a.play-target').boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect(page).toHaveURL(path);
    expect(requests).toEqual([]);

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await watchVideoHost(noScript);
    await noScript.goto(path);
    await hero(noScript).locator('a.play-target').click();
    await noScript.waitForURL((url) => url.href === filmWatchUrl(landscape.film!));
    await context.close();
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

  test('a similar project shows its play button on hover and on keyboard focus, and View project opens its page', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`/portfolio/${withSimilarFilm.slug}`);
    const section = page.getByRole('region', { name: 'Similar Projects' });
    const similar = similarProjects(withSimilarFilm);
    await test.step('the play button shows on hover and on keyboard focus', async () => {
      const filmed = similar.find((project) => project.film)!;
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
    await test.step('View project opens the first similar project', async () => {
      await section.getByRole('link', { name: 'View project' }).first().click();
      await expect(page).toHaveURL(`/portfolio/${similar[0]!.slug}`);
    });
  });
});

test.describe('play buttons without JavaScript', () => {
  test('every film on the portfolio is a link to its host', async ({ request }) => {
    const { document } = await fetchDocument(request, '/portfolio');
    for (const project of projects.filter((candidate) => candidate.film)) {
      const links = named(document, 'a', `Play video: ${project.title}`);
      expect(
        links.map((link) => link.getAttribute('href')),
        project.slug,
      ).toEqual([filmWatchUrl(project.film!)]);
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
  test('an unknown project redirects (307) to /portfolio', async ({ request }) => {
    const response = await request.get('/portfolio/no-such-film', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers().location).toBe('/portfolio');
    const followed = await fetchDocument(request, '/portfolio/another-made-up-one');
    expect(followed.response.url()).toMatch(/\/portfolio$/);
    expect([...followed.document.querySelectorAll('h1')].map(textOf)).toEqual([
      'Selected Films for Brands, Events and Independents',
    ]);
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
