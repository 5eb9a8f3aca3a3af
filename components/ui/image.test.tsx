/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { Image } from './image';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('Image', () => {
  it('renders an optimised, responsive, lazily loaded <img> from the server', () => {
    render(<Image src="/images/intro-poster.jpg" alt="A camera at dusk" width={1600} height={900} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'A camera at dusk' });
    expect(img).toHaveAttribute('src', expect.stringContaining('/_next/image?url=%2Fimages%2Fintro-poster.jpg'));
    expect(img.getAttribute('srcset')).toMatch(/\/_next\/image\?url=%2Fimages%2Fintro-poster\.jpg&w=\d+&q=75 \d+w/);
    expect(img).toHaveAttribute('sizes', '50vw');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width', '1600');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(document.head.querySelector('link[rel="preload"]')).toBeNull();
  });

  it('loads the largest paint at once: eager, high priority and preloaded with the same srcset', () => {
    render(<Image src="/images/hero-poster.jpg" alt="" fill sizes="100vw" preload data-hero-poster />);
    const img = document.querySelector('img[data-hero-poster]');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveStyle({ position: 'absolute' });
    const link = document.head.querySelector('link[rel="preload"][as="image"]');
    expect(link).not.toBeNull();
    expect(link).toHaveAttribute('imagesrcset', img?.getAttribute('srcset'));
    expect(link).toHaveAttribute('imagesizes', '100vw');
    expect(link).toHaveAttribute('fetchpriority', 'high');
  });
});
