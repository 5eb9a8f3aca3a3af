import { renderToStaticMarkup } from 'react-dom/server';
import { EnquirySent } from '@/components/contact/enquiry-sent';
import { site } from '@/content/site';
import { EmailAddress } from './email-address';

describe('EmailAddress', () => {
  it('may wrap after the @ and before each dot of the domain, and nowhere else', () => {
    expect(renderToStaticMarkup(<EmailAddress address="bookings.team@studio.example.co.uk" />)).toBe(
      'bookings.team@<wbr/>studio<wbr/>.example<wbr/>.co<wbr/>.uk',
    );
  });

  it('leaves text that is not an address as it is', () => {
    expect(renderToStaticMarkup(<EmailAddress address="no address" />)).toBe('no address');
  });

  it('is how the confirmation writes the owner’s address', () => {
    const [local] = site.email.split('@');
    expect(renderToStaticMarkup(<EnquirySent steps={[]} />)).toContain(`>${local}@<wbr/>`);
  });
});
