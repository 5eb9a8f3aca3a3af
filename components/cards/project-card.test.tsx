/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { projects } from '@/content/projects';
import { ProjectCard } from './project-card';

describe('ProjectCard', () => {
  const withFilm = projects.find((project) => project.film)!;

  it('leads a film without a video with its case study: the outcome before anything else, the poster still shown', () => {
    const project = { ...withFilm, film: undefined };
    const { container } = render(<ProjectCard project={project} />);
    expect(screen.getByText('Video unavailable')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: project.poster.alt })).toBeInTheDocument();
    const study = container.querySelector('[data-case-study]')!;
    expect(study).toHaveTextContent(project.outcome);
    // The outcome takes the excerpt's place, right under the title.
    expect(container.querySelector('h3')!.nextElementSibling).toBe(study);
    expect(screen.getByRole('link', { name: `View project: ${project.title}` })).toHaveTextContent('View project and stills');
  });

  it('shows a film that has a video with its excerpt, as before', () => {
    const { container } = render(<ProjectCard project={withFilm} />);
    expect(container.querySelector('[data-case-study]')).toBeNull();
    expect(container.querySelector('h3')!.nextElementSibling).toHaveTextContent(withFilm.excerpt);
  });
});
