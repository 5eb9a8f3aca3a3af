import { renderToStaticMarkup } from 'react-dom/server';
import type { Testimonial } from '@/content/model';
import { TestimonialCard } from './testimonial-card';

const testimonial = {
  slug: 'a-client',
  rating: 5,
  quote: 'Calm on the day, and the film was ready early.',
  name: 'A Client',
  title: 'Marketing lead',
  company: 'A Company',
} as Testimonial;

describe('TestimonialCard', () => {
  it.each(['dark', 'light'] as const)('shows the rating as one image of its stars (%s)', (tone) => {
    const html = renderToStaticMarkup(<TestimonialCard testimonial={testimonial} tone={tone} />);
    const rating = html.match(/<div[^>]*role="img"[^>]*><\/div>/)?.[0];
    expect(rating).toBeDefined();
    expect(rating).toContain('aria-label="Rated 5 out of 5"');
    expect(rating).toContain('class="rating-stars ');
    // Five stars of 1rem, 0.25rem apart: 6rem, as the five drawn icons were.
    expect(rating).toContain('width:6rem');
    expect(html).not.toContain('<svg');
  });
});
