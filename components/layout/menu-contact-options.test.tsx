/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { contactOptions } from '@/lib/contact-options';
import { MenuContactOptions } from './menu-contact-options';

describe('MenuContactOptions', () => {
  it('offers the phone number as a tel: link and the booking page in a new tab, when set', () => {
    render(<MenuContactOptions options={contactOptions({ phone: '01273 123456', bookingUrl: 'https://cal.example/kestrel' })} />);
    expect(screen.getByRole('link', { name: '01273 123456' })).toHaveAttribute('href', 'tel:01273123456');
    const booking = screen.getByRole('link', { name: 'Book a call (opens in a new tab)' });
    expect(booking).toHaveAttribute('href', 'https://cal.example/kestrel');
    expect(booking).toHaveAttribute('target', '_blank');
  });

  it('renders nothing when neither is set', () => {
    const { container } = render(<MenuContactOptions options={contactOptions({})} />);
    expect(container).toBeEmptyDOMElement();
  });
});
