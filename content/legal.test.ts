import { inlineParts } from '@/components/legal/inline-links';
import { VIDEO_HOSTS, videoHostsInUse } from '@/lib/films';
import { legalDocuments, privacyPolicy, termsOfService } from './legal';
import { site } from './site';

describe('legal documents', () => {
  it.each(legalDocuments.map((document) => [document.title, document] as const))('%s is well formed', (_, document) => {
    expect(document.updatedAt).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number.isNaN(Date.parse(document.updatedAt))).toBe(false);
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
    for (const section of document.sections) {
      expect(section.body.length).toBeGreaterThan(0);
      const blocks = section.body.flatMap((block) => (typeof block === 'string' ? [block] : block.list));
      for (const block of blocks) {
        expect(block.trim()).not.toBe('');
        // Every [text](href) in the copy becomes a real link: a typo would show brackets to visitors.
        const literal = inlineParts(block)
          .filter((part) => !('href' in part))
          .map((part) => part.text)
          .join('');
        expect(literal).not.toMatch(/\]\(/);
      }
    }
  });

  it('the privacy policy covers what the issue asks for', () => {
    const text = JSON.stringify(privacyPolicy);
    for (const topic of ['contact form', 'YouTube', 'cookies', 'Contentful', 'UK GDPR', 'Information Commissioner', site.email]) {
      expect(text).toContain(topic);
    }
  });

  it('the privacy policy tells what an enquiry records beyond the four fields: the brief and the page before', () => {
    const text = JSON.stringify(privacyPolicy);
    for (const topic of ['optional brief', 'the page of this website you came to the contact page from', 'never from a cookie'])
      expect(text).toContain(topic);
  });

  it('the privacy policy says a client’s testimonial details are used only for the testimonial, on their consent', () => {
    const section = privacyPolicy.sections.find((entry) => entry.id === 'testimonials');
    const text = JSON.stringify(section);
    for (const topic of ['only for the testimonial', 'consent', 'withdraw']) expect(text).toContain(topic);
  });

  it('the privacy policy names every video host the site plays films from, and its player', () => {
    const text = JSON.stringify(privacyPolicy);
    for (const host of videoHostsInUse()) {
      expect(text).toContain(VIDEO_HOSTS[host].name);
      expect(text).toContain(new URL(VIDEO_HOSTS[host].playerOrigin).hostname.replace(/^www\./, ''));
    }
  });

  it('the terms name the governing law and how to get in touch', () => {
    const text = JSON.stringify(termsOfService);
    expect(text).toContain('England and Wales');
    expect(text).toContain(site.email);
  });
});
