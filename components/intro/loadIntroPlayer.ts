/**
 * Loads lottie-web's light SVG player (≈ 47 KB gzip, its own chunk, requested only here, and
 * only when IntroOverlay calls this after the load event) and the animation JSON, and renders
 * the first frame into `container`. Rejects when either cannot be loaded.
 */

/** Set on the container once the player has drawn the first frame. */
export const PLAYER_READY = 'data-ready';

export interface IntroPlayer {
  play(): void;
  onComplete(listener: () => void): void;
  destroy(): void;
}

export async function loadIntroPlayer(container: HTMLElement, src: string): Promise<IntroPlayer> {
  const [{ default: lottie }, animationData] = await Promise.all([
    import('lottie-web/build/player/lottie_light'),
    fetch(src).then((response) => {
      if (!response.ok) throw new Error(`${src}: ${response.status}`);
      return response.json() as Promise<unknown>;
    }),
  ]);
  const animation = lottie.loadAnimation({
    container,
    renderer: 'svg',
    loop: false,
    autoplay: false,
    animationData,
    rendererSettings: { preserveAspectRatio: 'xMidYMid meet', progressiveLoad: false },
  });
  if (!animation.isLoaded)
    await new Promise<void>((resolve) => animation.addEventListener('DOMLoaded', () => resolve()));
  // Its first frame is drawn: the static one (IntroFirstFrame) can step aside (CSS).
  container.setAttribute(PLAYER_READY, '');
  return {
    play: () => animation.play(),
    onComplete: (listener) => animation.addEventListener('complete', listener),
    destroy: () => animation.destroy(),
  };
}
