/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { ScrollDownButton } from './scroll-down-button';

function setup(reduced: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({ matches: reduced && query.includes('reduce') }));
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  render(
    <>
      <ScrollDownButton targetId="services" className="">
        Scroll down to services
      </ScrollDownButton>
      <section id="services" tabIndex={-1}>
        Services
      </section>
    </>,
  );
  fireEvent.click(screen.getByRole('button', { name: 'Scroll down to services' }));
  return scrollIntoView;
}

describe('ScrollDownButton', () => {
  it('scrolls smoothly to the target and moves focus there', () => {
    const scrollIntoView = setup(false);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(document.getElementById('services')).toHaveFocus();
  });

  it('jumps without animation for visitors who prefer reduced motion', () => {
    const scrollIntoView = setup(true);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
    expect(document.getElementById('services')).toHaveFocus();
  });
});
