import { PROJECT_CATEGORIES } from '@/content/model';
import { confirmationRoute, CONTACT_PATH } from './contact-routes';
import { briefChoices, locationSlugs } from './contact/brief-content';
import { briefKey } from './contact/brief-key';
import { NOT_FOUND_PATH } from './routes';
import { staticViewPath } from './static-views';
import { VIEW_HEADER, viewRewrites } from './view-rewrites';

/** Whether a request to `source` whose view header names `view` is rewritten, as Next matches the header. */
const isRoutedView = (source: string, view: string) =>
  viewRewrites().some((rewrite) => rewrite.source === source && new RegExp(`^${rewrite.has[0]!.value}$`).test(view));

describe('viewRewrites', () => {
  it('routes every view the proxy names to its page, matched on the view header only', () => {
    const views = [
      ...briefChoices().projectTypes.map((type) => staticViewPath(CONTACT_PATH, new URLSearchParams({ type }))!),
      ...locationSlugs().map((location) => staticViewPath(CONTACT_PATH, new URLSearchParams({ location }))!),
      ...briefChoices().projectTypes.map((projectType) =>
        confirmationRoute(new URLSearchParams({ success: 'true', brief: briefKey({ projectType }) }), () => true)!,
      ),
      confirmationRoute(new URLSearchParams({ success: 'true' }), () => true)!,
      confirmationRoute(
        new URLSearchParams({ success: 'true', thanks: 'x' }),
        () => true,
        () => true,
      )!,
    ];
    for (const view of views) expect(isRoutedView(CONTACT_PATH, view)).toBe(true);
    for (const category of ['all', ...PROJECT_CATEGORIES])
      for (const location of ['all', ...locationSlugs()]) {
        const view = staticViewPath('/portfolio', new URLSearchParams({ category, location }));
        if (view) expect(isRoutedView('/portfolio', view)).toBe(true);
      }
    expect(isRoutedView('/contact/sent/:key', NOT_FOUND_PATH)).toBe(true);
    for (const rewrite of viewRewrites())
      expect(rewrite.has).toEqual([expect.objectContaining({ type: 'header', key: VIEW_HEADER })]);
  });

  it('takes only a destination of the page’s own, one segment per parameter', () => {
    for (const view of [
      '/about',
      '/contact/project/a/b',
      '/contact/project/',
      '/contact/sentx',
      '//contact/sent',
      '/contact/sent/a/b',
    ])
      expect(isRoutedView(CONTACT_PATH, view)).toBe(false);
    expect(isRoutedView('/portfolio', '/portfolio/view/event')).toBe(false);
    expect(isRoutedView('/portfolio', '/contact/sent')).toBe(false);
  });
});
