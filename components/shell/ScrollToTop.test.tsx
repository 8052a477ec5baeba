import { act, fireEvent, render, screen } from '@testing-library/react';
import { ScrollToTop } from './ScrollToTop';

function setScrollY(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  fireEvent.scroll(window);
}

function mockReducedMotion(reduce: boolean) {
  window.matchMedia = jest.fn(
    (query: string) => ({ matches: reduce && query.includes('prefers-reduced-motion: reduce') }) as MediaQueryList,
  );
}

// While hidden the button is aria-hidden and has no accessible name, so find it by its label.
const button = () => screen.getByLabelText('Nach oben', { selector: 'button' });

describe('ScrollToTop (spec sections 4, 9)', () => {
  let scrollTo: jest.Mock;
  beforeEach(() => {
    jest.useFakeTimers();
    scrollTo = jest.fn();
    window.scrollTo = scrollTo;
    mockReducedMotion(false);
    setScrollY(0);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('is hidden until the page is scrolled more than 400 px', () => {
    render(<ScrollToTop label="Nach oben" />);
    expect(button()).toHaveAttribute('aria-hidden', 'true');
    expect(button()).not.toHaveClass('is-visible');

    act(() => setScrollY(400));
    expect(button()).not.toHaveClass('is-visible');

    act(() => setScrollY(401));
    expect(button()).toHaveClass('is-visible');
    expect(button()).toHaveAttribute('aria-hidden', 'false');
    expect(screen.getByRole('button', { name: 'Nach oben' })).toBe(button());

    act(() => setScrollY(10));
    expect(button()).not.toHaveClass('is-visible');
  });

  it('waits 100 ms, scrolls smoothly to the top and drops is-scrolling 500 ms later', () => {
    setScrollY(1000);
    render(<ScrollToTop label="Nach oben" />);
    fireEvent.click(button());
    expect(button()).toHaveClass('is-scrolling');

    act(() => jest.advanceTimersByTime(99));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });

    act(() => jest.advanceTimersByTime(499));
    expect(button()).toHaveClass('is-scrolling');
    act(() => jest.advanceTimersByTime(1));
    expect(button()).not.toHaveClass('is-scrolling');
  });

  it('moves keyboard focus to the skip link at the top', () => {
    document.body.innerHTML = '<a id="top" href="#main">Zum Inhalt</a>';
    setScrollY(1000);
    render(<ScrollToTop label="Nach oben" />);
    fireEvent.click(button());
    act(() => jest.advanceTimersByTime(100));
    expect(document.getElementById('top')).toHaveFocus();
  });

  it('scrolls instantly under reduced motion', () => {
    mockReducedMotion(true);
    setScrollY(1000);
    render(<ScrollToTop label="Nach oben" />);
    fireEvent.click(button());
    act(() => jest.advanceTimersByTime(100));
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'instant' });
  });
});
