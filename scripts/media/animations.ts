import type { Produce } from './produce';

/**
 * The Lottie animations the site plays (spec section 7), authored here as data and written to
 * public/globalassets/animations/: the home page's intro and the winners header animation.
 */
export async function generateAnimations(produce: Produce): Promise<void> {
  void produce; // issue 4: intro.json and header_animation_winners.json
}
