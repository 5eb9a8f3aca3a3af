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
