import { readFileSync } from 'node:fs';
import path from 'node:path';
import { bytesBeforeLcp, lcpBreakdown, lighthouseFigures } from './lighthouse-figures.mjs';

// Real Lighthouse 13 results of the site (the home page on the mobile profile, /contact on the
// low-end one), cut down to the categories and audits the bench reads.
const result = (name: string) =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'fixtures/lighthouse', `${name}.json`), 'utf8'));

describe('lcpBreakdown', () => {
  it('gives the four parts of a picture’s largest paint and names the element', () => {
    expect(lcpBreakdown(result('home-mobile'))).toEqual({
      ttfb: 26,
      loadDelay: 50,
      loadTime: 99,
      renderDelay: 213,
      element: 'img',
    });
  });

  it('leaves the load parts out of a text paint, which waits on no resource', () => {
    expect(lcpBreakdown(result('contact-low-end'))).toEqual({
      ttfb: 42,
      loadDelay: null,
      loadTime: null,
      renderDelay: 342,
      element: 'p',
    });
  });

  it('has nothing to say when Lighthouse found no largest paint', () => {
    const lhr = result('home-mobile');
    delete lhr.audits['lcp-breakdown-insight'].details;
    expect(lcpBreakdown(lhr)).toBeNull();
  });
});

describe('bytesBeforeLcp', () => {
  it('counts the requests that had finished when the paint was observed, and the scripts among them', () => {
    // The document, the poster, the stylesheet, the font and six scripts; not the script still loading, nor the film.
    expect(bytesBeforeLcp(result('home-mobile'))).toEqual({ bytes: 182_782, scriptBytes: 105_141 });
    // On /contact the paint came later, after the sprite of icons and two more scripts.
    expect(bytesBeforeLcp(result('contact-low-end'))).toEqual({ bytes: 219_023, scriptBytes: 157_669 });
  });

  it('places request times on the paint’s clock, which starts at the navigation', () => {
    const lhr = result('home-mobile');
    const paint = lhr.audits.metrics.details.items[0].observedLargestContentfulPaint;
    // A request ending half a millisecond after the paint on its clock does not count; half a millisecond before, it does.
    const requests = lhr.audits['network-requests'].details;
    const offset = (requests.debugData.networkStartTimeTs - lhr.audits.metrics.details.items[0].observedTimeOriginTs) / 1000;
    requests.items = [{ url: 'late', networkEndTime: paint - offset + 0.5, transferSize: 1000, resourceType: 'Script' }];
    expect(bytesBeforeLcp(lhr)).toEqual({ bytes: 0, scriptBytes: 0 });
    requests.items[0].networkEndTime = paint - offset - 0.5;
    expect(bytesBeforeLcp(lhr)).toEqual({ bytes: 1000, scriptBytes: 1000 });
  });
});

describe('lighthouseFigures', () => {
  it('keeps the scores, the metrics and the breakdown beside LCP', () => {
    const figures = lighthouseFigures(result('home-mobile'), '/_next/static/chunks/0ybv8mj2f-1lj.js');
    expect(figures).toMatchObject({
      performance: 85,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      lcpMs: 2271,
      lcpTtfbMs: 26,
      lcpLoadDelayMs: 50,
      lcpLoadTimeMs: 99,
      lcpRenderDelayMs: 213,
      lcpElement: 'img',
      bytesBeforeLcp: 182_782,
      scriptBytesBeforeLcp: 105_141,
      tbtMs: 538,
      cls: 0,
      reactDomMs: 446,
      benchmarkIndex: 1261,
    });
  });

  it('has no React DOM figure when the page does not load the chunk named', () => {
    expect(lighthouseFigures(result('contact-low-end'), '/_next/static/chunks/other.js').reactDomMs).toBeNull();
    expect(lighthouseFigures(result('contact-low-end')).lcpLoadDelayMs).toBeNull();
  });
});
