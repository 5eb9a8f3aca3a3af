import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { locations } from '@/content/locations';
import { services } from '@/content/services';
import { config } from '@/proxy';
import { locationPagePath, servicePagePath } from './routes';

const runsOn = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe("the proxy's matcher", () => {
  it('takes every address the proxy has work on', () => {
    for (const url of [
      '/_next/image?url=%2Fimages%2Fhero.jpg&w=640&q=70',
      '/contact',
      '/contact?type=wedding',
      '/contact?success=true&brief=abc',
      '/contact/sent/abc',
      '/portfolio',
      '/portfolio?category=events',
      '/portfolio/a-film',
      '/portfolio/a-film/opengraph-image',
      '/blog/a-post',
      '/blog/page/2',
      '/review/a-token',
      '/About',
      `${servicePagePath(services[0]!)}X`,
      '/BLOG/a-post',
      '/Api',
    ])
      expect([url, runsOn(url)]).toEqual([url, true]);
  });

  it('leaves alone the pages that never need it, the API routes and the files', () => {
    for (const url of [
      '/',
      '/?utm_source=mail',
      '/about',
      '/faqs',
      '/blog',
      ...services.map(servicePagePath),
      ...locations.map(locationPagePath),
      '/api/contact',
      '/api/Contact',
      '/api/revalidate',
      '/_next/static/chunks/Ab12-Cd.js',
      '/images/Portrait.jpg',
      '/downloads/Brief.pdf',
    ])
      expect([url, runsOn(url)]).toEqual([url, false]);
  });
});
