/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import Link from 'next/link';
import { BlogLoading } from './blog-loading';
import { BlogEmpty, BlogError } from './blog-states';
import { LinkPending } from './link-pending';

let pending = false;
jest.mock('next/link', () => ({ ...jest.requireActual('next/link'), useLinkStatus: () => ({ pending }) }));

describe('blog states', () => {
  it('the loading state is a spinner and its fixed wording, announced as a status', () => {
    render(<BlogLoading label="Loading blog posts..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts...');
  });

  it('appears over the page while a navigation through a blog link is pending, outside the link', () => {
    pending = false;
    const { rerender } = render(
      <Link href="/blog/x">
        Read more
        <LinkPending label="Loading blog post..." />
      </Link>,
    );
    expect(screen.queryByRole('status')).toBeNull();
    pending = true;
    rerender(
      <Link href="/blog/x">
        Read more
        <LinkPending label="Loading blog post..." />
      </Link>,
    );
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading blog post...');
    expect(status.closest('a')).toBeNull();
    expect(screen.getByRole('link')).toHaveAccessibleName('Read more');
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
    pending = false;
    render(<BlogEmpty />);
    expect(screen.getByRole('heading', { name: 'No posts in this category' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View All Posts' })).toHaveAttribute('href', '/blog');
  });
});
