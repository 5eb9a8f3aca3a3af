import { renderToStaticMarkup } from 'react-dom/server';
import { replyTime } from '@/lib/facts';
import { EnquirySent } from './enquiry-sent';
import { NextSteps } from './next-steps';

const time = replyTime();
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const count = (haystack: string, needle: string) => haystack.split(needle).length - 1;

describe('the reply time on the contact pages', () => {
  // The owner may set no reply time; then there is nothing to say once.
  (time ? it : it.skip)('is promised in the steps before an enquiry, and only by the confirmation’s steps after it', () => {
    expect(text(renderToStaticMarkup(<NextSteps />))).toContain(`usually within ${time}`);
    expect(count(text(renderToStaticMarkup(<NextSteps sent />)), time!)).toBe(0);
    const confirmation = text(renderToStaticMarkup(<EnquirySent steps={[{ kind: 'reply', within: time! }]} />));
    expect(count(confirmation, time!)).toBe(1);
  });
});

describe('the confirmation after an enquiry', () => {
  /** Every run of five words, lower-cased, as often as it appears. */
  const runs = (words: string[]) => words.slice(4).map((_, index) => words.slice(index, index + 5).join(' '));

  it('says nothing twice between its own steps and What Happens Next', () => {
    const steps = [
      { kind: 'booking', href: 'https://cal.example/kestrel' },
      { kind: 'portfolio' },
      { kind: 'reply', within: 'one working day' },
    ] as const;
    const page = text(renderToStaticMarkup(<EnquirySent steps={steps} />) + renderToStaticMarkup(<NextSteps sent />));
    const words = page.toLowerCase().match(/[a-z’']+/g)!;
    const seen = new Set<string>();
    const repeated = runs(words).filter((run) => seen.has(run) || !seen.add(run));
    expect(repeated).toEqual([]);
  });
});
