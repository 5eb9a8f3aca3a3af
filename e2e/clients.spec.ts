import { expect, test } from '@playwright/test';
import { clients } from '../content/clients';
import { projects } from '../content/projects';
import { fetchDocument, textShownWithoutScript } from './support/html';

// The clients band shows the owner's own list, wherever visitors weigh the work.
for (const route of ['/', '/about', '/portfolio']) {
  test(`${route} names every client the owner entered, linked to the film made for them`, async ({ request }) => {
    const { document } = await fetchDocument(request, route);
    const band = document.querySelector('[data-clients]');
    if (clients.length === 0) {
      expect(band).toBeNull();
      return;
    }
    expect(band).not.toBeNull();
    const items = [...band!.querySelectorAll('li')];
    expect(items.map((item) => textShownWithoutScript(item).trim() || item.querySelector('img')?.getAttribute('alt'))).toEqual(
      clients.map((client) => client.name),
    );
    const published = new Set(projects.map((project) => project.slug));
    clients.forEach((client, index) => {
      const href = items[index]!.querySelector('a')?.getAttribute('href');
      expect(href).toBe(client.projectSlug && published.has(client.projectSlug) ? `/portfolio/${client.projectSlug}` : undefined);
    });
  });
}
