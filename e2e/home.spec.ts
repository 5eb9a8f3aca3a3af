import { expect, test, type Locator, type Page } from '@playwright/test';
import { locations } from '../content/locations';
import type { Film } from '../content/schema';
import { showreel } from '../content/showreel';
import { site } from '../content/site';
import { featuredProjects, featuredServices } from '../lib/content';
import { filmPlayerUrl } from '../lib/films';
import { expectNoAxeViolations } from './support/axe';
import { jsonLdBlocks, jsonLdOfType } from './support/structured-data';
import { expectTestimonialsBand } from './support/testimonials';

/** The video host is never reached from tests; the overlay's iframe address is checked instead. */
async function blockThirdParties(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

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

test.use({ viewport: { width: 1280, height: 800 } });

test.beforeEach(async ({ page }) => {
  await blockThirdParties(page);
});

test.describe('hero', () => {
  test('fills the screen below the header with the headline and both calls to action', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(`${site.name} | Videographer in Brighton, Lewes & London`);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', site.description);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText('Professional Videographer in Brighton, Lewes & London');
    await expect(page.locator('h1')).toHaveCount(1);

    const box = await hero(page).boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(Math.abs(box!.y - header!.height)).toBeLessThanOrEqual(1);
    expect(Math.abs(box!.height + header!.height - 800)).toBeLessThanOrEqual(1);

    await expect(hero(page).getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact?from=/');
    await expect(hero(page).getByRole('link', { name: 'View Portfolio' })).toHaveAttribute('href', '/portfolio');
  });

  test('plays a muted, looping, inline film over a preloaded poster', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('link[rel="preload"][as="image"][imagesrcset*="hero-poster.jpg"]')).toHaveCount(1);
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

  test('the poster image, not the film, is the largest contentful paint', async ({ page }) => {
    await page.goto('/');
    await expect(heroVideo(page)).toHaveAttribute('data-playing', 'true');
    await expect(heroVideo(page)).toHaveCSS('opacity', '1');
    const largest = await page.evaluate(
      () =>
        new Promise<{ tag?: string; poster: boolean }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries() as (PerformanceEntry & { element: Element | null })[];
            const element = entries.at(-1)?.element;
            resolve({ tag: element?.tagName, poster: Boolean(element?.hasAttribute('data-hero-poster')) });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
    );
    expect(largest).toEqual({ tag: 'IMG', poster: true });
  });

  test('the scroll-down button scrolls smoothly to the services and moves focus there', async ({ page }) => {
    await page.goto('/');
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

test.describe('hero for visitors who prefer reduced motion', () => {
  test.use({ reducedMotion: 'reduce' });

  test('shows the poster, plays no film, and follows the preference when it changes', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/video/hero.')) videoRequests.push(request.url());
    });
    await page.goto('/', { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await expect(page.locator('img[data-hero-poster]')).toBeVisible();
    await expect(heroVideo(page)).toHaveCount(0);
    expect(videoRequests).toEqual([]);

    // The same page, once motion is allowed, starts the film: the island is live and reading the preference.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(heroVideo(page)).toHaveAttribute('data-playing', 'true');
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await expect(heroVideo(page)).toHaveCount(0);
  });

  test('the scroll-down button jumps without animation', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
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
  test('a link to the About page and a showreel that opens and closes in an overlay, by mouse and keyboard', async ({ page }) => {
    await page.goto('/');
    const intro = section(page, 'Films That Do a Real Job for Your Business');
    await expect(intro.getByRole('link', { name: 'More about me' })).toHaveAttribute('href', '/about');
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

test.describe('Professional Video Services', () => {
  test('shows the first three services as cards with image, title, summary, three features and Learn more', async ({ page }) => {
    await page.goto('/');
    const services = section(page, 'Professional Video Services');
    const cards = services.locator('article');
    const expected = featuredServices();
    expect(expected).toHaveLength(3);
    await expect(cards).toHaveCount(3);
    for (const [index, service] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(service.title);
      await expect(card.getByText(service.summary)).toBeVisible();
      const image = card.getByRole('img', { name: service.image!.alt });
      await expect(image).toBeVisible();
      await expect(image).toHaveAttribute('src', /_next\/image\?url=%2Fimages%2Fservices%2F/);
      await expect(card.getByRole('listitem')).toHaveText(service.features.slice(0, 3));
      await expect(card.getByText(service.features[3]!)).toHaveCount(0);
      await expect(card.getByRole('link', { name: /^Learn more/ })).toHaveAttribute('href', `/${service.slug}`);
    }
  });
});

test('client testimonials sit between Featured Work and Locations: named, distinct, at least three', async ({ page }) => {
  await page.goto('/');
  const band = await expectTestimonialsBand(page);
  const order = await page.evaluate(() => {
    const regions = [...document.querySelectorAll('main section[aria-labelledby]')];
    const name = (region: Element) => document.getElementById(region.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
    return regions.map(name);
  });
  const at = (title: string) => order.indexOf(title);
  const bandTitle = (await band.getByRole('heading', { level: 2 }).textContent()) ?? '';
  expect(at('Featured Work')).toBeGreaterThanOrEqual(0);
  expect(at(bandTitle)).toBe(at('Featured Work') + 1);
  expect(at('Filming Across Sussex, London and Beyond')).toBe(at(bandTitle) + 1);
});

test.describe('Featured Work', () => {
  test('shows the first four projects with tag, title, excerpt, location and View project link', async ({ page }) => {
    await page.goto('/');
    const work = section(page, 'Featured Work');
    await expect(work.getByRole('link', { name: 'View Full Portfolio' })).toHaveAttribute('href', '/portfolio');
    const cards = work.locator('article');
    const expected = featuredProjects();
    expect(expected).toHaveLength(4);
    await expect(cards).toHaveCount(4);
    for (const [index, project] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card).toHaveAttribute('data-project', project.slug);
      await expect(card.getByRole('heading', { name: project.title })).toBeVisible();
      await expect(card.getByText(project.category, { exact: true })).toBeVisible();
      await expect(card.getByText(project.excerpt)).toBeVisible();
      await expect(card.getByText(project.location, { exact: true })).toBeVisible();
      await expect(card.getByRole('img', { name: project.poster.alt })).toBeVisible();
      await expect(card.getByRole('link', { name: /^View project/ })).toHaveAttribute('href', `/portfolio/${project.slug}`);
    }
  });

  test('a play button appears on hover and on keyboard focus', async ({ page }) => {
    await page.goto('/');
    const work = section(page, 'Featured Work');
    const [first, second] = featuredProjects();
    const icon = (slug: string) =>
      work.locator(`article[data-project="${slug}"] button[aria-haspopup="dialog"] > span[aria-hidden]`);

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

  test('each play button opens one overlay for its own project, closed by mouse or keyboard', async ({ page }) => {
    // One overlay per featured film, opened and closed in turn.
    test.slow();
    await page.goto('/');
    const work = section(page, 'Featured Work');
    const withVideo = featuredProjects().filter((project) => project.film);
    expect(withVideo.length).toBeGreaterThan(1);
    for (const [index, project] of withVideo.entries()) {
      const play = work.getByRole('button', { name: `Play video: ${project.title}` });
      if (index % 2 === 0) {
        await play.click();
      } else {
        await play.focus();
        await page.keyboard.press('Enter');
      }
      const dialog = await expectOverlayOpens(page, play, project.title, project.film!);
      if (index % 2 === 0) {
        await dialog.getByRole('button', { name: 'Close video' }).click();
      } else {
        await page.keyboard.press('Escape');
      }
      await expectOverlayClosed(page, play);
    }
  });
});

test.describe('locations and the closing banner', () => {
  test('location cards link to each location page and the banner to /contact', async ({ page }) => {
    await page.goto('/');
    const cards = section(page, 'Filming Across Sussex, London and Beyond').locator('article');
    await expect(cards).toHaveCount(locations.length);
    for (const [index, location] of locations.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { name: location.name })).toBeVisible();
      await expect(card.getByRole('img', { name: location.imageAlt })).toBeVisible();
      await expect(card.getByRole('link')).toHaveAttribute('href', `/${location.slug}-videographer`);
    }

    const banner = page.locator('section[aria-labelledby="quote-banner-title"]');
    await expect(banner.getByRole('link', { name: 'Get a Quote' })).toHaveAttribute('href', '/contact?from=/');
  });

  test('the six sections of the spec come in its order, with the testimonials before Locations', async ({ page }) => {
    await page.goto('/');
    const labels = await page
      .locator('main > section')
      .evaluateAll((sections) => sections.map((element) => element.getAttribute('aria-labelledby')));
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
});

test.describe('local-business structured data', () => {
  test('is on the home page with every property the spec names', async ({ page }) => {
    await page.goto('/');
    const [business, ...others] = await jsonLdOfType(page, 'ProfessionalService');
    expect(others).toEqual([]);
    expect(business).toMatchObject({
      '@context': 'https://schema.org',
      name: site.name,
      email: site.email,
      address: { addressRegion: 'East Sussex', addressLocality: 'Lewes' },
      geo: { latitude: site.geo.latitude, longitude: site.geo.longitude },
      sameAs: site.socials.map((profile) => profile.url),
    });
    expect(new URL(String(business!.url)).pathname).toBe('/');
    expect((business!.areaServed as { name: string }[]).map((place) => place.name)).toEqual([
      'Brighton',
      'Lewes',
      'London',
      'South East England',
      'United Kingdom',
    ]);
  });

  test('leaves with the home page on client-side navigation and comes back with it', async ({ page }) => {
    await page.goto('/');
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

test('axe finds no violation with a featured film open', async ({ page }) => {
  await page.goto('/');
  const [project] = featuredProjects();
  await section(page, 'Featured Work')
    .getByRole('button', { name: `Play video: ${project!.title}` })
    .click();
  await expect(page.getByRole('dialog', { name: project!.title })).toBeVisible();
  // The page behind a modal dialog is inert; the dialog is what can be seen and used.
  await expectNoAxeViolations(page, { include: 'dialog[open]' });
});
