/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import LoadingList from '@/app/blog/loading';
import LoadingPost from '@/app/blog/[slug]/loading';
import { BlogEmpty, BlogError } from './blog-states';

describe('blog states', () => {
  it('the list and a post announce their loading with a spinner and the spec wording', () => {
    const { unmount } = render(<LoadingList />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts...');
    unmount();
    render(<LoadingPost />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog post...');
  });

  it('the error state explains and offers a Retry button that reloads /blog, even without JavaScript', () => {
    render(<BlogError />);
    expect(screen.getByRole('heading', { name: 'Error loading blog posts' })).toBeInTheDocument();
    expect(screen.getByText('There was an error loading blog posts. Please try again later.')).toBeInTheDocument();
    const retry = screen.getByRole('button', { name: 'Retry' });
    expect(retry).toHaveAttribute('type', 'submit');
    expect(retry.closest('form')).toHaveAttribute('action', '/blog');
    expect(retry.closest('form')).toHaveAttribute('method', 'get');
  });

  it('the empty state offers View All Posts, resetting the filter to all', () => {
    render(<BlogEmpty />);
    expect(screen.getByRole('heading', { name: 'No posts in this category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
  });
});
