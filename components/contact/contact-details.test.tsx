/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { contactOptions } from '@/lib/contact-options';
import { ContactDetails } from './contact-details';

const region = () => screen.getByRole('region', { name: 'Contact Information' });

describe('ContactDetails', () => {
  it('shows the phone number and the booking page beside the e-mail address when they are set', () => {
    render(<ContactDetails options={contactOptions({ phone: '+44 1273 123456', bookingUrl: 'https://cal.example/kestrel' })} />);
    expect(within(region()).getByRole('link', { name: '+44 1273 123456' })).toHaveAttribute('href', 'tel:+441273123456');
    const booking = within(region()).getByRole('link', { name: 'Choose a time that suits you (opens in a new tab)' });
    expect(booking).toHaveAttribute('href', 'https://cal.example/kestrel');
    expect(booking).toHaveAttribute('target', '_blank');
    expect(within(region()).getByText('Phone')).toBeVisible();
    expect(within(region()).getByText('Book a call')).toBeVisible();
  });

  it('shows neither, nor an empty line for them, when they are not set', () => {
    render(<ContactDetails options={contactOptions({})} />);
    expect(region().querySelector('[data-contact-option]')).toBeNull();
    expect(region().querySelector('a[href^="tel:"]')).toBeNull();
    expect(within(region()).queryByText('Phone')).toBeNull();
    expect(within(region()).queryByText('Book a call')).toBeNull();
    // E-mail, location and availability: the page's three lines of contact details.
    expect(
      within(region())
        .getAllByRole('listitem')
        .filter((item) => item.querySelector('.eyebrow')),
    ).toHaveLength(3);
  });
});
