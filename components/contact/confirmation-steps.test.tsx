/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import { projects } from '@/content/projects';
import { confirmationSteps } from '@/lib/contact/confirmation';
import { ConfirmationSteps } from './confirmation-steps';

const steps = () => screen.getByRole('region', { name: 'What You Can Do Now' });
const film = { ...projects[0]!, slug: 'a-made-up-film', title: 'A Made-up Film' };

describe('ConfirmationSteps', () => {
  it('leads with the owner’s booking page, in a new tab that is told, and phone number, then a film like the brief and the reply', () => {
    render(
      <ConfirmationSteps
        steps={confirmationSteps(
          { bookingUrl: 'https://cal.example/kestrel', phone: '01273 123456', facts: { responseTime: 'One working day' } },
          film,
        )}
      />,
    );
    const items = within(steps()).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.step)).toEqual(['booking', 'phone', 'film', 'reply']);
    expect(within(items[1]!).getByRole('link', { name: '01273 123456' })).toHaveAttribute('href', 'tel:01273123456');
    items.splice(1, 1);
    const booking = within(items[0]!).getByRole('link', { name: 'Book a call (opens in a new tab)' });
    expect(booking).toHaveAttribute('href', 'https://cal.example/kestrel');
    expect(booking).toHaveAttribute('target', '_blank');
    // The confirmation's address carries the sealed name: it goes to no other site.
    expect(booking.getAttribute('rel')?.split(' ')).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
    const watch = within(items[1]!).getByRole('link', { name: /A Made-up Film$/ });
    expect(watch).toHaveAttribute('href', '/portfolio/a-made-up-film');
    expect(items[2]).toHaveTextContent('Look out for my reply within one working day');
  });

  it('offers the portfolio without a film, and no booking or reply line the owner has not set', () => {
    render(<ConfirmationSteps steps={confirmationSteps({ facts: {} }, undefined)} />);
    const items = within(steps()).getAllByRole('listitem');
    expect(items.map((item) => item.dataset.step)).toEqual(['portfolio']);
    expect(within(items[0]!).getByRole('link', { name: 'Browse the portfolio' })).toHaveAttribute('href', '/portfolio');
    expect(within(steps()).queryByRole('link', { name: /Book a call/ })).toBeNull();
    expect(steps().querySelector('a[href^="tel:"]')).toBeNull();
  });
});
