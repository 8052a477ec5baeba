import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CarouselIsland } from './CarouselIsland';
import { CarouselSlide } from './CarouselSlide';

/**
 * The island without Embla: EmblaDriver is replaced by a stand-in that records what the island
 * asks of it (rotate or not, interval, motion) and hands back a fake API for the buttons.
 */
const driverProps: { rotating?: boolean; delay?: number; reducedMotion?: boolean }[] = [];
const api = { scrollPrev: jest.fn(), scrollNext: jest.fn(), plugins: () => ({ autoplay: { reset: jest.fn() } }) };

jest.mock('./EmblaDriver', () => {
  const { useEffect } = jest.requireActual<typeof import('react')>('react');
  return {
    __esModule: true,
    default: function FakeDriver(props: {
      rotating: boolean;
      delay: number;
      reducedMotion: boolean;
      onReady: (a: unknown) => void;
    }) {
      driverProps.push({ rotating: props.rotating, delay: props.delay, reducedMotion: props.reducedMotion });
      const { onReady } = props;
      useEffect(() => onReady(api), [onReady]);
      return null;
    },
  };
});

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  })) as unknown as typeof window.matchMedia;
}

const labels = { previous: 'Vorherige Folie', next: 'Nächste Folie', pause: 'Anhalten', play: 'Abspielen' };

function renderCarousel(delay?: number) {
  return render(
    <CarouselIsland label="Bilder" labels={labels} variant="wide" delay={delay}>
      <CarouselSlide label="1 von 2">Eins</CarouselSlide>
      <CarouselSlide label="2 von 2">Zwei</CarouselSlide>
    </CarouselIsland>,
  );
}

const lastDriver = () => driverProps[driverProps.length - 1] ?? {};

describe('CarouselIsland', () => {
  beforeEach(() => {
    driverProps.length = 0;
    api.scrollNext.mockClear();
    api.scrollPrev.mockClear();
    mockReducedMotion(false);
  });

  it('renders the WAI-ARIA carousel pattern around its slides', async () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Bilder' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group');
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 von 2', '2 von 2']);
    expect(slides.every((s) => s.getAttribute('aria-roledescription') === 'slide')).toBe(true);
    await waitFor(() => expect(lastDriver().rotating).toBe(true));
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
  });

  it('passes the interval on, at least 500 ms and 5000 ms by default', async () => {
    const { unmount } = renderCarousel();
    await waitFor(() => expect(lastDriver().delay).toBe(5000));
    unmount();
    renderCarousel(100);
    await waitFor(() => expect(lastDriver().delay).toBe(500));
  });

  it('steps with the previous and next buttons once Embla is ready', async () => {
    renderCarousel();
    const next = screen.getByRole('button', { name: 'Nächste Folie' });
    await waitFor(() => expect(next).toBeEnabled());
    fireEvent.click(next);
    fireEvent.click(screen.getByRole('button', { name: 'Vorherige Folie' }));
    expect(api.scrollNext).toHaveBeenCalledTimes(1);
    expect(api.scrollPrev).toHaveBeenCalledTimes(1);
  });

  it('stops while hovered and on the pause button, and says so to screen readers', async () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Bilder' });
    await waitFor(() => expect(lastDriver().rotating).toBe(true));
    act(() => {
      fireEvent.mouseEnter(region);
    });
    expect(lastDriver().rotating).toBe(false);
    act(() => {
      fireEvent.mouseLeave(region);
    });
    expect(lastDriver().rotating).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Anhalten' }));
    expect(lastDriver().rotating).toBe(false);
    expect(region.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');
    fireEvent.click(screen.getByRole('button', { name: 'Abspielen' }));
    expect(lastDriver().rotating).toBe(true);
  });

  it('loads Embla only once the carousel comes near the viewport', async () => {
    const observed: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    window.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observed.push({ callback, options });
      }
      observe() {}
      disconnect() {}
    } as unknown as typeof IntersectionObserver;
    try {
      renderCarousel();
      const next = screen.getByRole('button', { name: 'Nächste Folie' });
      await waitFor(() => expect(observed).toHaveLength(1));
      expect(observed[0]?.options?.rootMargin).toBe('100% 0px');
      expect(driverProps).toHaveLength(0);
      expect(next).toBeDisabled();

      // Still a screen away: nothing yet. Then near: Embla comes, the buttons work.
      act(() => observed[0]?.callback([{ isIntersecting: false } as IntersectionObserverEntry], {} as never));
      expect(driverProps).toHaveLength(0);
      act(() => observed[0]?.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as never));
      await waitFor(() => expect(next).toBeEnabled());
      expect(lastDriver().rotating).toBe(true);
    } finally {
      delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
    }
  });

  it('does not rotate under prefers-reduced-motion, and moves without animation', async () => {
    mockReducedMotion(true);
    renderCarousel();
    await waitFor(() => expect(lastDriver().reducedMotion).toBe(true));
    expect(lastDriver().rotating).toBe(false);
    expect(screen.getByRole('button', { name: 'Abspielen' })).toBeInTheDocument();
  });
});
