import { act, fireEvent, render } from '@testing-library/react';
import { IntroOverlay } from './IntroOverlay';
import { INTRO_ANIMATION_MS, INTRO_FADE_MS, INTRO_MAX_WAIT_MS } from '@/lib/intro/phase';
import { INTRO_ATTRIBUTE } from '@/lib/intro/prePaintScript';
import { INTRO_STORAGE_KEY } from '@/lib/intro/suppression';

let readyState: DocumentReadyState = 'loading';
const NOW = 1_767_225_600_000;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  readyState = 'loading';
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'play');
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
  document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
});

const overlay = () => document.querySelector('[data-intro-overlay]');
const drawing = () => overlay()?.querySelector('[data-drawing]') ?? null;
const renderOverlay = () =>
  render(
    <IntroOverlay skipHint="Klicken oder Esc drücken, um zu überspringen">
      <svg data-testid="mark" />
    </IntroOverlay>,
  );

async function fireLoad() {
  readyState = 'complete';
  await act(async () => {
    window.dispatchEvent(new Event('load'));
  });
}

async function advance(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('IntroOverlay', () => {
  it('renders nothing and records nothing when the pre-paint script decided against it', async () => {
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    renderOverlay();
    expect(overlay()).toBeNull();
    expect(localStorage.getItem(INTRO_STORAGE_KEY)).toBeNull();
    await fireLoad();
    expect(overlay()).toBeNull();
  });

  it('shows the first frame, records the time, draws from the load event on for the animation’s length, then fades', async () => {
    renderOverlay();
    expect(overlay()).toHaveAttribute('aria-hidden', 'true');
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'waiting');
    expect(overlay()?.querySelector('[data-testid="mark"]')).not.toBeNull();
    expect(overlay()?.querySelector('a, button, [tabindex]')).toBeNull();
    expect(localStorage.getItem(INTRO_STORAGE_KEY)).toBe(String(NOW));
    expect(drawing()).toBeNull();

    await advance(INTRO_MAX_WAIT_MS / 2);
    expect(drawing()).toBeNull();
    await fireLoad();
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'playing');
    expect(drawing()?.querySelector('[data-testid="mark"]')).not.toBeNull();

    await advance(INTRO_ANIMATION_MS - 1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'playing');
    await advance(1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
    // The finished picture stays while it fades.
    expect(drawing()).not.toBeNull();
    await advance(INTRO_FADE_MS - 1);
    expect(overlay()).not.toBeNull();
    await advance(1);
    expect(overlay()).toBeNull();
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });

  it('starts at once when the page has already loaded', async () => {
    readyState = 'complete';
    await act(async () => {
      renderOverlay();
    });
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'playing');
    expect(drawing()).not.toBeNull();
  });

  it.each(['Escape', 'x', 'Tab'])(
    'skips on the %s key before the drawing starts, on its first frame, and then never starts it',
    async (key) => {
      renderOverlay();
      fireEvent.keyDown(window, { key });
      expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
      await fireLoad();
      expect(drawing()).toBeNull();
      await advance(INTRO_FADE_MS);
      expect(overlay()).toBeNull();
    },
  );

  it('fades at once when the visitor skipped before it ran, without drawing', async () => {
    document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'skip');
    renderOverlay();
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
    expect(localStorage.getItem(INTRO_STORAGE_KEY)).toBe(String(NOW));
    await fireLoad();
    expect(drawing()).toBeNull();
    await advance(INTRO_FADE_MS);
    expect(overlay()).toBeNull();
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });

  it('skips on a click while playing', async () => {
    renderOverlay();
    await fireLoad();
    await advance(INTRO_ANIMATION_MS / 2);
    fireEvent.pointerDown(overlay() as Element);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
    await advance(INTRO_FADE_MS);
    expect(overlay()).toBeNull();
  });

  it('gives up when the page does not finish loading in time', async () => {
    renderOverlay();
    await advance(INTRO_MAX_WAIT_MS - 1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'waiting');
    await advance(1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
    await fireLoad();
    expect(drawing()).toBeNull();
  });

  it('works when storage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    renderOverlay();
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'waiting');
  });
});
