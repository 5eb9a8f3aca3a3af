import { expect, type Locator, type Page } from '@playwright/test';
import { locations } from '../content/locations';
import type { Film } from '../content/model';
import { showreel } from '../content/showreel';
import { site } from '../content/site';
import { featuredProjects, featuredServices } from '../lib/content-queries';
import { filmPlayerUrl } from '../lib/films';
import { pageTitles, SERVICE_AREA } from '../lib/page-titles';
import { expectNoAxeViolations } from './support/axe';
import { fetchDocument, onlyJsonLd, shownWithoutScript, textOf, textShownWithoutScript } from './support/html';
import { whenHydrated } from './support/hydration';
import { test } from './support/local-pages';
import { jsonLdBlocks, jsonLdOfType } from './support/structured-data';

const hero = (page: Page) => page.locator('section[aria-labelledby="hero-title"]');
const heroVideo = (page: Page) => page.locator('video[data-hero-video]');
const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Resolves once React has hydrated the hero's client island (its button carries React's props). */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = [...document.querySelectorAll('button')].find((element) => element.textContent?.includes('Scroll down'));
    return button !== undefined && Object.keys(button).some((key) => key.startsWith('__reactProps'));
  });
}

/** The element of the page's latest largest-contentful-paint entry, and whether it is the hero's poster. */
function largestPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ tag?: string; poster: boolean }>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
          const element = entries.at(-1)?.element;
          resolve({ tag: element?.tagName, poster: Boolean(element?.hasAttribute('data-hero-poster')) });
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
}

const shownText = (element: Element) => textShownWithoutScript(element).replace(/\s+/g, ' ').trim();

/** In the server's HTML, the section named by its heading, as getByRole('region') finds it. */
function region(document: Document, name: string): Element {
  const found = [...document.querySelectorAll('section[aria-labelledby]')].filter(
    (element) => textOf(document.getElementById(element.getAttribute('aria-labelledby') ?? '')) === name,
  );
  expect(found, name).toHaveLength(1);
  return found[0]!;
}

const shownHeadings = (root: Element, level?: number) =>
  [...root.querySelectorAll(level ? `h${level}` : 'h1, h2, h3, h4, h5, h6')].filter(shownWithoutScript).map(textOf);

/** The one shown link whose accessible name matches (a string as a case-insensitive part, as getByRole does). */
function linkNamed(root: Element, name: string | RegExp): Element {
  const found = [...root.querySelectorAll('a[href]')].filter((link) => {
    const label = link.getAttribute('aria-label') ?? textOf(link);
    const matches = typeof name === 'string' ? label.toLowerCase().includes(name.toLowerCase()) : name.test(label);
    return matches && shownWithoutScript(link);
  });
  expect(found, String(name)).toHaveLength(1);
  return found[0]!;
}

function imageNamed(root: Element, alt: string): Element {
  const found = [...root.querySelectorAll('img')].filter(
    (image) => image.getAttribute('alt') === alt && shownWithoutScript(image),
  );
  expect(found, alt).toHaveLength(1);
  return found[0]!;
}

/** The innermost shown elements whose whole text is `wanted`, as getByText(wanted, { exact: true }) finds them. */
function shownElementsWithText(root: Element, wanted: string): Element[] {
  const matching = [...root.querySelectorAll('*')].filter((element) => textOf(element) === wanted);
  return matching.filter(
    (element) => shownWithoutScript(element) && !matching.some((other) => other !== element && element.contains(other)),
  );
}

test.use({ viewport: { width: 1280, height: 800 } });

test.describe('hero', () => {
  test.use({ reducedMotion: 'no-preference' });

  test('fills the screen below the header, plays its film over the poster that stays the largest paint, and scrolls smoothly to the services', async ({
    page,
  }) => {
    await page.goto('/');
    await test.step('fills the screen below the header', async () => {
      const box = await hero(page).boundingBox();
      const header = await page.getByRole('banner').boundingBox();
      expect(Math.abs(box!.y - header!.height)).toBeLessThanOrEqual(1);
      expect(Math.abs(box!.height + header!.height - 800)).toBeLessThanOrEqual(1);
    });

    await test.step('plays a muted, looping, inline film over a loaded poster', async () => {
      const poster = page.locator('img[data-hero-poster]');
      await expect(poster).toHaveJSProperty('complete', true);
      expect(await poster.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const video = heroVideo(page);
      await expect(video).toHaveCount(1);
      for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline']) {
        await expect(video).toHaveAttribute(attribute, '');
      }
      await expect(video).toHaveAttribute('poster', /hero-poster\.jpg/);
      await expect(video).toHaveJSProperty('muted', true);
      await expect(video.locator('source')).toHaveCount(2);
      await expect(video).toHaveAttribute('data-playing', 'true');
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(false);
      expect(await video.evaluate((element: HTMLVideoElement) => element.currentSrc)).toMatch(/\/video\/hero\.(webm|mp4)$/);
    });

    // Before any input: the browser stops reporting the largest paint once the visitor acts.
    await test.step('the poster image, not the film, is the largest contentful paint', async () => {
      await expect(heroVideo(page)).toHaveCSS('opacity', '1');
      expect(await largestPaint(page)).toEqual({ tag: 'IMG', poster: true });
    });

    await test.step('the scroll-down button scrolls smoothly to the services and moves focus there', async () => {
      await waitForHydration(page);
      const services = page.locator('#services');
      const target = await services.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const button = page.getByRole('button', { name: 'Scroll down to services' });
      // Straight after the click a smooth scroll has barely started.
      const scrolledAtOnce = await button.evaluate((element: HTMLElement) => {
        element.click();
        return window.scrollY;
      });
      expect(scrolledAtOnce).toBeLessThan(target / 2);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(target - 100);
      await expect(services).toBeFocused();
      await expect(page.getByRole('heading', { name: 'Professional Video Services' })).toBeInViewport();
      // The next Tab continues inside the services section.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('#services') !== null)).toBe(true);
    });
  });
  test('on a phone, the playing film is smaller than the poster, which stays the largest contentful paint', async ({ page }) => {
    // A phone's hero is as tall as its words, a fractional height: there, a film the poster's size was reported larger.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(heroVideo(page)).toHaveCSS('opacity', '1');
    const area = (element: Element) => element.getBoundingClientRect().width * element.getBoundingClientRect().height;
    const posterArea = await page.locator('img[data-hero-poster]').evaluate(area);
    expect(await heroVideo(page).evaluate(area)).toBeLessThan(posterArea);
    expect(await largestPaint(page)).toEqual({ tag: 'IMG', poster: true });
  });
});

test.describe('hero for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the poster, plays no film, follows the preference when it changes, and the scroll-down button jumps', async ({
    page,
  }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/video/hero.')) videoRequests.push(request.url());
    });
    // Network idle: a film the page would fetch late has had its chance to be asked for.
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await test.step('shows the poster and plays no film', async () => {
      await expect(page.locator('img[data-hero-poster]')).toBeVisible();
      await expect(heroVideo(page)).toHaveCount(0);
      expect(videoRequests).toEqual([]);
    });

    await test.step('follows the preference when it changes', async () => {
      // The same page, once motion is allowed, starts the film: the island is live and reading the preference.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      await expect(heroVideo(page)).toHaveAttribute('data-playing', 'true');
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await expect(heroVideo(page)).toHaveCount(0);
    });

    await test.step('the scroll-down button jumps without animation', async () => {
      const services = page.locator('#services');
      const target = await services.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      const scrolledAtOnce = await page
        .getByRole('button', { name: 'Scroll down to services' })
        .evaluate((element: HTMLElement) => {
          element.click();
          return window.scrollY;
        });
      expect(scrolledAtOnce).toBeGreaterThan(target - 100);
      await expect(services).toBeFocused();
    });
  });
});

async function expectOverlayOpens(page: Page, play: Locator, title: string, film: Film) {
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  await expect(page.locator('dialog[open]')).toHaveCount(1);
  await expect(dialog.locator('iframe')).toHaveAttribute('src', filmPlayerUrl(film, { autoplay: true }));
  return dialog;
}

/**
 * The overlay is closed and its button has taken the focus back. The dialog's `close` event, whose
 * handler refocuses the button, arrives a task after the dialog shuts: until the button drops its
 * open mark that handler may still run, and steal the focus from whatever the test moves it to next.
 */
async function expectOverlayClosed(page: Page, play: Locator) {
  await expect(page.locator('dialog[open]')).toHaveCount(0);
  await expect(play).not.toHaveAttribute('data-video-open');
  await expect(play).toBeFocused();
}

test.describe('intro block', () => {
  test('the showreel opens and closes in an overlay, by mouse and keyboard', async ({ page }) => {
    await page.goto('/');
    const intro = section(page, 'Films That Do a Real Job for Your Business');
    await expect(page.locator('dialog[open]')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(0);

    const title = showreel.title;
    const play = intro.getByRole('button', { name: `Play video: ${title}` });
    await play.click();
    const dialog = await expectOverlayOpens(page, play, title, showreel.film);
    await dialog.getByRole('button', { name: 'Close video' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.locator('iframe')).toHaveCount(0);
    await expectOverlayClosed(page, play);

    await page.keyboard.press('Enter');
    await expectOverlayOpens(page, play, title, showreel.film);
    await expect(dialog.getByRole('button', { name: 'Close video' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(play).toBeFocused();
  });
});

test.describe('Featured Work', () => {
  test('a play button appears on hover and on keyboard focus; each opens one overlay for its own project (axe finds no violation in it), closed by mouse or keyboard', async ({
    page,
  }) => {
    // One overlay per featured film, opened and closed in turn.
    test.slow();
    await page.goto('/');
    const work = section(page, 'Featured Work');
    const featured = featuredProjects();

    await test.step('a play button appears on hover and on keyboard focus', async () => {
      const [first, second] = featured;
      const icon = (slug: string) =>
        work.locator(`article[data-project="${slug}"] [role="button"][aria-haspopup="dialog"] > span[aria-hidden]`);
      await expect(icon(first!.slug)).toHaveCSS('opacity', '0');
      await work.getByRole('button', { name: `Play video: ${first!.title}` }).hover();
      await expect(icon(first!.slug)).toHaveCSS('opacity', '1');

      await page.mouse.move(0, 0);
      await expect(icon(second!.slug)).toHaveCSS('opacity', '0');
      await work
        .getByRole('link', { name: /^View project/ })
        .first()
        .focus();
      await page.keyboard.press('Tab');
      await expect(work.getByRole('button', { name: `Play video: ${second!.title}` })).toBeFocused();
      await expect(icon(second!.slug)).toHaveCSS('opacity', '1');
    });

    await test.step('each play button opens one overlay for its own project, closed by mouse or keyboard', async () => {
      const withVideo = featured.filter((project) => project.film);
      expect(withVideo.length).toBeGreaterThan(1);
      // The first featured film is the one scanned by axe while open.
      expect(withVideo[0]).toBe(featured[0]);
      for (const [index, project] of withVideo.entries()) {
        const play = work.getByRole('button', { name: `Play video: ${project.title}` });
        if (index % 2 === 0) {
          await play.click();
        } else {
          await play.focus();
          await page.keyboard.press('Enter');
        }
        const dialog = await expectOverlayOpens(page, play, project.title, project.film!);
        if (index === 0) {
          // The page behind a modal dialog is inert; the dialog is what can be seen and used.
          await test.step('axe finds no violation with a featured film open', () =>
            expectNoAxeViolations(page, { include: 'dialog[open]' }));
        }
        if (index % 2 === 0) {
          await dialog.getByRole('button', { name: 'Close video' }).click();
        } else {
          await page.keyboard.press('Escape');
        }
        await expectOverlayClosed(page, play);
      }
    });
  });
});

test.describe('local-business structured data', () => {
  test('leaves with the home page on client-side navigation and comes back with it', async ({ page }) => {
    await page.goto('/');
    await whenHydrated(page);
    expect(await jsonLdOfType(page, 'ProfessionalService')).toHaveLength(1);
    // A marker on window survives only a client-side navigation, not a full page load.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const stillSameDocument = () =>
      page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument === true);

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('The Person Behind the Camera');
    expect(await stillSameDocument()).toBe(true);
    expect(await jsonLdOfType(page, 'ProfessionalService')).toEqual([]);

    await page
      .getByRole('banner')
      .getByRole('link', { name: `${site.name}, home` })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(async () => (await jsonLdOfType(page, 'ProfessionalService')).length).toBe(1);

    await section(page, 'Professional Video Services')
      .getByRole('link', { name: /^Learn more/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/corporate-videography$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Corporate Videography');
    expect(await stillSameDocument()).toBe(true);
    const blocks = await jsonLdBlocks(page);
    expect(blocks.map((block) => block['@type'])).not.toContain('ProfessionalService');
    expect(blocks.map((block) => block['@type'])).toContain('Service');
  });
});

// Read from the HTML the server sends: what every visitor receives before any script runs.
test.describe('in the HTML the server sends', () => {
  test('the title, description, one headline and the hero’s calls to action, with the poster preloaded', async ({ request }) => {
    const { response, document } = await fetchDocument(request, '/');
    expect(response.status()).toBe(200);
    expect(document.title).toBe(`${site.name} | Videographer in ${SERVICE_AREA}`);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(site.description);
    const headings = document.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(textOf(headings[0])).toBe(pageTitles.home);
    const heroSection = document.querySelector('section[aria-labelledby="hero-title"]')!;
    expect(linkNamed(heroSection, 'Get a Quote').getAttribute('href')).toBe('/contact?from=/');
    expect(linkNamed(heroSection, 'View Portfolio').getAttribute('href')).toBe('/portfolio');
    expect(document.querySelectorAll('link[rel="preload"][as="image"][imagesrcset*="hero-poster.jpg"]')).toHaveLength(1);
  });

  test('the intro links to the About page', async ({ request }) => {
    const { document } = await fetchDocument(request, '/');
    const intro = region(document, 'Films That Do a Real Job for Your Business');
    expect(linkNamed(intro, 'More about me').getAttribute('href')).toBe('/about');
  });

  test('Professional Video Services shows the first three services as cards with image, title, summary, three features and Learn more', async ({
    request,
  }) => {
    const { document } = await fetchDocument(request, '/');
    const cards = [...region(document, 'Professional Video Services').querySelectorAll('article')];
    const expected = featuredServices();
    expect(expected.length).toBeGreaterThan(0);
    expect(cards).toHaveLength(expected.length);
    for (const [index, service] of expected.entries()) {
      const card = cards[index]!;
      expect(shownHeadings(card, 3)).toEqual([service.title]);
      expect(shownText(card)).toContain(service.summary);
      const image = imageNamed(card, service.image!.alt);
      expect(image.getAttribute('src')).toMatch(/_next\/image\?url=%2Fimages%2Fservices%2F/);
      expect([...card.querySelectorAll('li')].filter(shownWithoutScript).map(textOf)).toEqual(service.features.slice(0, 3));
      expect(textOf(card).toLowerCase()).not.toContain(service.features[3]!.toLowerCase());
      expect(linkNamed(card, /^Learn more/).getAttribute('href')).toBe(`/${service.slug}`);
    }
  });

  // The band's own content (named, distinct, at least three) is checked on every page that has one, in proof.spec.ts.
  test('client testimonials sit between Featured Work and Locations', async ({ request }) => {
    const { document } = await fetchDocument(request, '/');
    const name = (element: Element) => textOf(document.getElementById(element.getAttribute('aria-labelledby') ?? ''));
    const order = [...document.querySelectorAll('main section[aria-labelledby]')].map(name);
    const band = document.querySelectorAll('[data-testimonials-band]');
    expect(band).toHaveLength(1);
    const bandTitle = shownHeadings(band[0]!, 2)[0] ?? '';
    const at = (title: string) => order.indexOf(title);
    expect(at('Featured Work')).toBeGreaterThanOrEqual(0);
    expect(at(bandTitle)).toBe(at('Featured Work') + 1);
    expect(at('Filming Across Sussex, London and Beyond')).toBe(at(bandTitle) + 1);
  });

  test('Featured Work shows the first four projects with tag, title, excerpt, location and View project link', async ({
    request,
  }) => {
    const { document } = await fetchDocument(request, '/');
    const work = region(document, 'Featured Work');
    expect(linkNamed(work, 'View Full Portfolio').getAttribute('href')).toBe('/portfolio');
    const cards = [...work.querySelectorAll('article')];
    const expected = featuredProjects();
    expect(expected.length).toBeGreaterThan(0);
    expect(cards).toHaveLength(expected.length);
    for (const [index, project] of expected.entries()) {
      const card = cards[index]!;
      expect(card.getAttribute('data-project')).toBe(project.slug);
      expect(shownHeadings(card)).toContain(project.title);
      expect(shownElementsWithText(card, project.category)).toHaveLength(1);
      expect(shownText(card)).toContain(project.excerpt);
      expect(shownElementsWithText(card, project.location)).toHaveLength(1);
      imageNamed(card, project.poster.alt);
      expect(linkNamed(card, /^View project/).getAttribute('href')).toBe(`/portfolio/${project.slug}`);
    }
  });

  test('location cards link to each location page and the banner to /contact', async ({ request }) => {
    const { document } = await fetchDocument(request, '/');
    const cards = [...region(document, 'Filming Across Sussex, London and Beyond').querySelectorAll('article')];
    expect(cards).toHaveLength(locations.length);
    for (const [index, location] of locations.entries()) {
      const card = cards[index]!;
      expect(shownHeadings(card)).toContain(location.name);
      imageNamed(card, location.imageAlt);
      const links = card.querySelectorAll('a');
      expect(links).toHaveLength(1);
      expect(links[0]!.getAttribute('href')).toBe(`/${location.slug}-videographer`);
    }
    const banner = document.querySelector('section[aria-labelledby="quote-banner-title"]')!;
    expect(linkNamed(banner, 'Get a Quote').getAttribute('href')).toBe('/contact?from=/');
  });

  test('the six sections of the spec come in its order, with the testimonials before Locations', async ({ request }) => {
    const { document } = await fetchDocument(request, '/');
    const labels = [...document.querySelectorAll('main > section')].map((element) => element.getAttribute('aria-labelledby'));
    expect(labels).toEqual([
      'hero-title',
      'intro-title',
      'services-title',
      'featured-work-title',
      'testimonials-band-title',
      'locations-title',
      'quote-banner-title',
    ]);
  });

  test('the local-business structured data is on the home page with every property the spec names', async ({ request }) => {
    const { document } = await fetchDocument(request, '/');
    const business = onlyJsonLd(document, 'ProfessionalService');
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      email: site.email,
      address: { addressRegion: 'East Sussex', addressLocality: 'Lewes' },
      geo: { latitude: site.geo.latitude, longitude: site.geo.longitude },
      sameAs: site.socials.map((profile) => profile.url),
    });
    expect(new URL(String(business.url)).pathname).toBe('/');
    expect((business.areaServed as { name: string }[]).map((place) => place.name)).toEqual([
      'Brighton',
      'Lewes',
      'London',
      'South East England',
      'United Kingdom',
    ]);
  });
});
