import { imageRequestProblem } from './image-request';

const files = new Set(['/images/hero-poster.jpg', '/images/projects/a-film.webp']);
const exists = (path: string) => files.has(path);
const problem = (query: string) => imageRequestProblem(new URLSearchParams(query), exists);

test('the plain address of a site image, with a width and quality, passes', () => {
  expect(problem('url=/images/hero-poster.jpg&w=640&q=75')).toBeNull();
  expect(problem('url=%2Fimages%2Fprojects%2Fa-film.webp&w=1080&q=75')).toBeNull();
  // With DEPLOYMENT_ID set, Next names the release on every asset address.
  expect(problem('url=/images/hero-poster.jpg&w=640&q=75&dpl=release-1')).toBeNull();
});

test.each([
  ['a fragment', 'url=/images/hero-poster.jpg%231&w=640&q=75'],
  ['a dot segment', 'url=/images/./hero-poster.jpg&w=640&q=75'],
  ['a parent segment', 'url=/images/x/../hero-poster.jpg&w=640&q=75'],
  ['an escaped letter', 'url=/images/%2568ero-poster.jpg&w=640&q=75'],
  ['a doubled slash', 'url=/images//hero-poster.jpg&w=640&q=75'],
  ['a backslash host', 'url=/%5Cevil.test/x.png&w=640&q=75'],
  ['another host', 'url=https://evil.test/x.png&w=640&q=75'],
  ['a protocol-relative host', 'url=//evil.test/images/x.png&w=640&q=75'],
  ['a query on the image', 'url=/images/hero-poster.jpg?v=2&w=640&q=75'],
  ['upper case', 'url=/images/Hero-poster.jpg&w=640&q=75'],
  ['an extra parameter', 'url=/images/hero-poster.jpg&w=640&q=75&v=1'],
  ['a repeated parameter', 'url=/images/hero-poster.jpg&url=/images/hero-poster.jpg&w=640&q=75'],
  ['no url', 'w=640&q=75'],
  ['a file that is not there', 'url=/images/nothing.jpg&w=640&q=75'],
  ['a file that is no image', 'url=/downloads/rates.pdf&w=640&q=75'],
])('%s is refused', (_, query) => {
  expect(problem(query)).not.toBeNull();
});
