import { expect } from '@playwright/test';
import type { PageProof } from '../../lib/page-proof';
import { shownWithoutScript, textOf } from './html';

/** The film and the client's words after a page's hero, in the HTML the server sends: these, each once on the page. */
export function expectProofIn(document: Document, proof: PageProof) {
  const section = document.querySelector('section[aria-labelledby="proof-title"]')!;
  expect(section, 'the proof section').not.toBeNull();
  expect(shownWithoutScript(section)).toBe(true);
  const films = [...section.querySelectorAll('article[data-project]')].map((card) => card.getAttribute('data-project'));
  expect(films).toEqual([proof.film!.slug]);
  const quotes = [...section.querySelectorAll('[data-testimonial]')];
  expect(quotes.map((quote) => quote.getAttribute('data-testimonial'))).toEqual([proof.testimonial!.slug]);
  for (const part of [proof.testimonial!.quote, proof.testimonial!.name]) expect(textOf(quotes[0]!)).toContain(part);
  expect(document.querySelectorAll(`[data-testimonial="${proof.testimonial!.slug}"]`), 'said once').toHaveLength(1);
  expect(document.querySelectorAll(`article[data-project="${proof.film!.slug}"]`), 'shown once').toHaveLength(1);
}
