/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { projects } from '@/content/projects';
import { ProjectVideoFacade, VideoFacade } from './video-facade';

const poster = { src: '/images/intro-poster.jpg', alt: 'A camera on a tripod at dusk', width: 1600, height: 900 };
const youtube = { host: 'youtube', id: 'abcdefghijk' } as const;
const vimeo = { host: 'vimeo', id: '123456789', hash: 'ab12cd34ef' } as const;

// jsdom has no modal dialogs; give it the part of the API the overlay uses (the browser tests cover the real one).
beforeAll(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
});

describe('VideoFacade', () => {
  it("shows 'Video unavailable' and no play button for a project without a video id", () => {
    const project = projects.find((candidate) => !candidate.film) ?? { ...projects[0]!, film: undefined };
    render(<ProjectVideoFacade project={project} />);
    expect(screen.getByText('Video unavailable')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: project.poster.alt })).toBeInTheDocument();
    expect(document.querySelector('dialog, iframe')).toBeNull();
  });

  it('shows the poster and a named play button, with no player until play is pressed', () => {
    const { container } = render(<VideoFacade film={youtube} title="Showreel" poster={poster} />);
    expect(screen.getByRole('img', { name: poster.alt })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Play video: Showreel' })).toBeInTheDocument();
    expect(screen.queryByText('Video unavailable')).not.toBeInTheDocument();
    // The overlay is loaded on demand: before play there is no dialog at all.
    expect(container.querySelector('iframe, dialog')).toBeNull();
  });

  it('opens the overlay with the nocookie embed, and closing removes the player and refocuses the button', async () => {
    const { container } = render(<VideoFacade film={youtube} title="Showreel" poster={poster} />);
    const play = screen.getByRole('button', { name: 'Play video: Showreel' });
    fireEvent.click(play);

    await waitFor(() => expect(container.querySelector('dialog')).toHaveAttribute('open'));
    const dialog = container.querySelector('dialog');
    const iframe = container.querySelector('iframe');
    expect(iframe).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/abcdefghijk?autoplay=1&rel=0');
    expect(iframe).toHaveAttribute('title', 'Showreel (video player)');

    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close video', hidden: true }));
    });
    expect(dialog).not.toHaveAttribute('open');
    expect(container.querySelector('iframe')).toBeNull();
    expect(play).toHaveFocus();

    // Reopening uses the overlay already loaded.
    fireEvent.click(play);
    expect(dialog).toHaveAttribute('open');
  });

  it('opens a Vimeo film in its do-not-track player, with the private-link hash', async () => {
    const { container } = render(<VideoFacade film={vimeo} title="Showreel" poster={poster} />);
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Showreel' }));
    await waitFor(() => expect(container.querySelector('dialog')).toHaveAttribute('open'));
    expect(container.querySelector('iframe')).toHaveAttribute(
      'src',
      'https://player.vimeo.com/video/123456789?h=ab12cd34ef&dnt=1&autoplay=1',
    );
  });

  it('is a link to the film at its host in the server’s HTML, for visitors without JavaScript', () => {
    for (const [film, href] of [
      [youtube, 'https://www.youtube.com/watch?v=abcdefghijk'],
      [vimeo, 'https://vimeo.com/123456789/ab12cd34ef'],
    ] as const) {
      const holder = document.createElement('div');
      holder.innerHTML = renderToString(<VideoFacade film={film} title="Showreel" poster={poster} />);
      const link = holder.querySelector('a');
      expect(link).toHaveAttribute('href', href);
      expect(link).toHaveTextContent('Play video: Showreel');
      expect(holder.querySelector('button, [role], dialog, iframe')).toBeNull();
    }
  });

  it('keeps the server’s link as the play button once hydrated, building no new element', async () => {
    const holder = document.createElement('div');
    holder.innerHTML = renderToString(<VideoFacade film={youtube} title="Showreel" poster={poster} />);
    document.body.append(holder);
    const link = holder.querySelector('a')!;
    const root = await act(async () => hydrateRoot(holder, <VideoFacade film={youtube} title="Showreel" poster={poster} />));
    expect(holder.querySelector('a')).toBe(link);
    expect(link).toHaveAttribute('role', 'button');
    expect(link).toHaveAttribute('aria-haspopup', 'dialog');
    expect(link).toHaveAttribute('href', 'https://www.youtube.com/watch?v=abcdefghijk');
    act(() => root.unmount());
    holder.remove();
  });

  it('opens with the space bar, as a button does, and leaves a modified click to the browser', async () => {
    const { container } = render(<VideoFacade film={youtube} title="Showreel" poster={poster} />);
    const play = screen.getByRole('button', { name: 'Play video: Showreel' });
    // Whether the page cancelled each click; then cancelled here, as jsdom cannot follow a link.
    const cancelled: boolean[] = [];
    const record = (event: Event) => {
      cancelled.push(event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    // A ctrl- or cmd-click opens the film at its host in a new tab.
    fireEvent.click(play, { ctrlKey: true });
    expect(container.querySelector('dialog')).toBeNull();
    fireEvent.click(play);
    window.removeEventListener('click', record);
    expect(cancelled).toEqual([false, true]);
    await waitFor(() => expect(container.querySelector('dialog')).toHaveAttribute('open'));
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Close video', hidden: true }));
    });
    expect(container.querySelector('dialog')).not.toHaveAttribute('open');
    // Cancelled, so the page does not scroll.
    expect(fireEvent.keyDown(play, { key: ' ' })).toBe(false);
    expect(container.querySelector('dialog')).toHaveAttribute('open');
  });

  it('uses a 9:16 frame for a portrait film and 16:9 otherwise', () => {
    const portrait = projects.find((project) => project.orientation === 'portrait')!;
    const { container, rerender } = render(<ProjectVideoFacade project={portrait} />);
    expect(container.querySelector('[data-video-facade]')).toHaveClass('aspect-[9/16]');
    rerender(<VideoFacade film={youtube} title="Showreel" poster={poster} />);
    expect(container.querySelector('[data-video-facade]')).toHaveClass('aspect-video');
  });
});
