/** @jest-environment jsdom */
import '@testing-library/jest-dom';
import { act, fireEvent, render } from '@testing-library/react';
import { HeroVideo } from './hero-video';

/** A controllable `prefers-reduced-motion` media query. */
function mockReducedMotion(initially: boolean) {
  let matches = initially;
  const listeners = new Set<() => void>();
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    get matches() {
      return query.includes('reduce') ? matches : false;
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  return (next: boolean) => {
    matches = next;
    act(() => listeners.forEach((listener) => listener()));
  };
}

const sources = [
  { src: '/video/hero.webm', type: 'video/webm' },
  { src: '/video/hero.mp4', type: 'video/mp4' },
];

const play = jest.fn(() => Promise.resolve());

/** Idle callbacks wait until a test says the page has gone quiet. */
const idle = new Map<number, IdleRequestCallback>();
let nextIdle = 0;

beforeEach(() => {
  play.mockClear();
  Object.defineProperty(HTMLMediaElement.prototype, 'play', { configurable: true, value: play });
  idle.clear();
  window.requestIdleCallback = (callback) => {
    idle.set(++nextIdle, callback);
    return nextIdle;
  };
  window.cancelIdleCallback = (handle) => void idle.delete(handle);
});

function pageGoesQuiet() {
  act(() => {
    const callbacks = [...idle.values()];
    idle.clear();
    for (const callback of callbacks) callback({ didTimeout: false, timeRemaining: () => 50 });
  });
}

/** The film, which is added only once the page has gone quiet. */
function settledVideo(container: HTMLElement) {
  pageGoesQuiet();
  const video = container.querySelector('video');
  if (!video) throw new Error('no film once the page went quiet');
  return video;
}

const chosenPoster = '/_next/image?url=%2Fimages%2Fhero-poster.jpg&w=1920&q=75';

function renderHero() {
  // jsdom does not pick from a srcset; give the poster <img> the address a browser would have chosen.
  const poster = document.createElement('img');
  poster.setAttribute('data-hero-poster', '');
  Object.defineProperty(poster, 'currentSrc', { value: chosenPoster });
  document.body.replaceChildren(poster);
  return render(<HeroVideo sources={sources} poster="/images/hero-poster.jpg" posterImage="img[data-hero-poster]" />);
}

describe('HeroVideo', () => {
  it('renders a muted, looping, inline autoplaying film with its poster once the page has settled', () => {
    mockReducedMotion(false);
    const { container } = renderHero();
    // Nothing competes with the first paint and hydration: the film waits for a quiet moment.
    expect(container.querySelector('video')).toBeNull();
    const video = settledVideo(container);
    expect(video).toHaveAttribute('autoplay');
    expect(video).toHaveAttribute('loop');
    expect(video).toHaveAttribute('playsinline');
    expect(video).toHaveAttribute('muted');
    expect(video.muted).toBe(true);
    expect(video).toHaveAttribute('aria-hidden', 'true');
    // The poster reuses the image the page already loaded.
    expect(video).toHaveAttribute('poster', chosenPoster);
    expect([...video.querySelectorAll('source')].map((source) => source.getAttribute('src'))).toEqual([
      '/video/hero.webm',
      '/video/hero.mp4',
    ]);
    expect(play).toHaveBeenCalled();
  });

  it('falls back to the plain poster address when the page has no poster image', () => {
    mockReducedMotion(false);
    document.body.replaceChildren();
    const { container } = render(
      <HeroVideo sources={sources} poster="/images/hero-poster.jpg" posterImage="img[data-hero-poster]" />,
    );
    expect(settledVideo(container)).toHaveAttribute('poster', '/images/hero-poster.jpg');
  });

  it('stays hidden until the film is actually playing, then fades in', () => {
    mockReducedMotion(false);
    const { container } = renderHero();
    const video = settledVideo(container);
    expect(video).toHaveClass('opacity-0');
    fireEvent.playing(video);
    expect(video).toHaveClass('opacity-100');
    expect(video).toHaveAttribute('data-playing', 'true');
  });

  it('renders no film at all for visitors who prefer reduced motion', () => {
    mockReducedMotion(true);
    const { container } = renderHero();
    pageGoesQuiet();
    expect(container.querySelector('video')).toBeNull();
    expect(play).not.toHaveBeenCalled();
  });

  it('renders no film for a visitor saving data, and follows the setting as it changes', () => {
    mockReducedMotion(false);
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(navigator, 'connection', { configurable: true, value: connection });
    try {
      const { container } = renderHero();
      pageGoesQuiet();
      expect(container.querySelector('video')).toBeNull();
      connection.saveData = false;
      act(() => void connection.dispatchEvent(new Event('change')));
      expect(container.querySelector('video')).not.toBeNull();
    } finally {
      Reflect.deleteProperty(navigator, 'connection');
    }
  });

  it('follows a change of preference in either direction', () => {
    const setReduced = mockReducedMotion(false);
    const { container } = renderHero();
    settledVideo(container);
    setReduced(true);
    expect(container.querySelector('video')).toBeNull();
    setReduced(false);
    expect(container.querySelector('video')).not.toBeNull();
  });

  it('waits a moment instead in a browser without idle callbacks', () => {
    jest.useFakeTimers();
    try {
      Reflect.deleteProperty(window, 'requestIdleCallback');
      mockReducedMotion(false);
      const { container } = renderHero();
      expect(container.querySelector('video')).toBeNull();
      act(() => void jest.runOnlyPendingTimers());
      expect(container.querySelector('video')).not.toBeNull();
    } finally {
      jest.useRealTimers();
    }
  });
});
