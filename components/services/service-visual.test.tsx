/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { services } from '@/content/services';
import { ServiceVisual } from './service-visual';

describe('ServiceVisual', () => {
  it('shows the service photograph when there is one', () => {
    const service = services[0]!;
    render(<ServiceVisual service={service} sizes="100vw" />);
    expect(screen.getByRole('img', { name: service.image!.alt })).toBeInTheDocument();
  });

  it.each(['briefcase', 'party-popper', 'smartphone', 'megaphone'] as const)(
    'falls back to artwork with the %s icon when a service has no image',
    (icon) => {
      const { container } = render(<ServiceVisual service={{ title: 'New service', icon }} sizes="100vw" />);
      expect(container.querySelector('img')).toBeNull();
      expect(container.querySelector('[data-service-artwork]')).toBeInTheDocument();
      expect(container.querySelector(`svg[data-service-icon="${icon}"]`)).toHaveAttribute('aria-hidden', 'true');
    },
  );
});
