import { act, fireEvent, render } from '@testing-library/react';
import { IntroOverlay } from './IntroOverlay';
import { loadIntroPlayer, type IntroPlayer } from './loadIntroPlayer';
import { INTRO_FADE_MS, INTRO_MAX_TOTAL_MS, INTRO_MAX_WAIT_MS } from '@/lib/intro/phase';
import { INTRO_ATTRIBUTE } from '@/lib/intro/prePaintScript';
import { INTRO_STORAGE_KEY } from '@/lib/intro/suppression';

jest.mock('./loadIntroPlayer', () => ({ loadIntroPlayer: jest.fn() }));
const load = jest.mocked(loadIntroPlayer);

/** A player whose completion the test triggers. */
function fakePlayer() {
  let complete = () => {};
  const player: IntroPlayer = {
    play: jest.fn(),
    destroy: jest.fn(),
    onComplete: (listener) => {
      complete = listener;
    },
  };
  return { player, complete: () => complete() };
}

let readyState: DocumentReadyState = 'loading';
const NOW = 1_767_225_600_000;

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
  load.mockReset();
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
const renderOverlay = () =>
  render(
    <IntroOverlay src="/globalassets/animations/intro.json" skipHint="Klicken oder Esc drücken, um zu überspringen">
      <svg data-testid="first-frame" />
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
  it('renders nothing and records nothing when the pre-paint script decided against it', () => {
    document.documentElement.removeAttribute(INTRO_ATTRIBUTE);
    renderOverlay();
    expect(overlay()).toBeNull();
    expect(localStorage.getItem(INTRO_STORAGE_KEY)).toBeNull();
    window.dispatchEvent(new Event('load'));
    expect(load).not.toHaveBeenCalled();
  });

  it('shows the first frame, records the time, and loads the player only after the load event', async () => {
    const { player, complete } = fakePlayer();
    load.mockResolvedValue(player);
    renderOverlay();
    expect(overlay()).toHaveAttribute('aria-hidden', 'true');
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'waiting');
    expect(overlay()?.querySelector('[data-testid="first-frame"]')).not.toBeNull();
    expect(overlay()?.querySelector('a, button, [tabindex]')).toBeNull();
    expect(localStorage.getItem(INTRO_STORAGE_KEY)).toBe(String(NOW));
    expect(load).not.toHaveBeenCalled();

    await fireLoad();
    expect(load).toHaveBeenCalledWith(expect.any(HTMLDivElement), '/globalassets/animations/intro.json');
    expect(player.play).toHaveBeenCalledTimes(1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'playing');

    act(() => complete());
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
    await advance(INTRO_FADE_MS - 1);
    expect(overlay()).not.toBeNull();
    await advance(1);
    expect(overlay()).toBeNull();
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
    expect(player.destroy).toHaveBeenCalled();
  });

  it('starts at once when the page has already loaded', async () => {
    readyState = 'complete';
    load.mockResolvedValue(fakePlayer().player);
    await act(async () => {
      renderOverlay();
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['Escape', 'x', 'Tab'])(
    'skips on the %s key before the player is there, and then never loads it',
    async (key) => {
      renderOverlay();
      fireEvent.keyDown(window, { key });
      expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
      await fireLoad();
      expect(load).not.toHaveBeenCalled();
      await advance(INTRO_FADE_MS);
      expect(overlay()).toBeNull();
    },
  );

  it('fades at once when the visitor skipped before it ran, without loading the player', async () => {
    document.documentElement.setAttribute(INTRO_ATTRIBUTE, 'skip');
    renderOverlay();
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
    expect(localStorage.getItem(INTRO_STORAGE_KEY)).toBe(String(NOW));
    await fireLoad();
    expect(load).not.toHaveBeenCalled();
    await advance(INTRO_FADE_MS);
    expect(overlay()).toBeNull();
    expect(document.documentElement.hasAttribute(INTRO_ATTRIBUTE)).toBe(false);
  });

  it('skips on a click while playing', async () => {
    const { player } = fakePlayer();
    load.mockResolvedValue(player);
    renderOverlay();
    await fireLoad();
    fireEvent.pointerDown(overlay() as Element);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
    await advance(INTRO_FADE_MS);
    expect(overlay()).toBeNull();
  });

  it('fades out anyway when the animation cannot be loaded', async () => {
    load.mockRejectedValue(new Error('offline'));
    renderOverlay();
    await fireLoad();
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
    await advance(INTRO_FADE_MS);
    expect(overlay()).toBeNull();
  });

  it('gives up when the player does not start in time', async () => {
    load.mockReturnValue(new Promise(() => {}));
    renderOverlay();
    await advance(INTRO_MAX_WAIT_MS - 1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'waiting');
    await advance(1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
  });

  it('never stays longer than its overall limit, even when the animation does not complete', async () => {
    load.mockResolvedValue(fakePlayer().player);
    renderOverlay();
    await fireLoad();
    await advance(INTRO_MAX_TOTAL_MS - 1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'playing');
    await advance(1);
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'fading');
  });

  it('works when storage is unavailable', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    renderOverlay();
    expect(overlay()).toHaveAttribute('data-intro-overlay', 'waiting');
  });
});
