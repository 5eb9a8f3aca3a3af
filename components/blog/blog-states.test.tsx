/**
 * @jest-environment jsdom
 */
import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { Link } from '@/components/ui/link';
import { pendingNavigation } from '@/lib/pending-navigation';
import { BlogLoading, pendingLabel } from './blog-loading';
import { BlogEmpty, BlogError } from './blog-states';
import { LinkPending } from './link-pending';

describe('blog states', () => {
  it('the loading state is a spinner and its fixed wording, announced as a status', () => {
    render(<BlogLoading label="Loading blog posts..." />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading blog posts...');
  });

  it('covers the page while the router fetches the page of a marked link, outside every link', () => {
    render(
      <>
        <Link href="/blog/x" {...pendingLabel('Loading blog post...')}>
          Read more
        </Link>
        <Link href="/about">About</Link>
        <LinkPending />
      </>,
    );
    const [marked, plain] = screen.getAllByRole('link');
    expect(screen.queryByRole('status')).toBeNull();

    act(() => pendingNavigation.set(marked!));
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading blog post...');
    expect(status.closest('a')).toBeNull();
    expect(marked).toHaveAccessibleName('Read more');

    // A link without the mark, or a label the blog does not know, shows nothing.
    act(() => pendingNavigation.set(plain!));
    expect(screen.queryByRole('status')).toBeNull();
    plain!.setAttribute('data-pending-label', 'Loading everything...');
    act(() => pendingNavigation.set(null));
    act(() => pendingNavigation.set(plain!));
    expect(screen.queryByRole('status')).toBeNull();
    act(() => pendingNavigation.set(null));
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
