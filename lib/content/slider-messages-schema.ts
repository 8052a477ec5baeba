import { z } from 'zod';

/**
 * Translations namespace `slider`: the carousels' controls (spec section 9: buttons labelled
 * "Previous Slide" and "Next Slide"), the slide label "{index} of {total}" of the WAI-ARIA
 * carousel pattern, and the winner slider's heading and link text.
 */
const text = z.string().trim().min(1, 'must be a non-empty text');

export const sliderMessagesSchema = z.strictObject({
  title: text,
  previous: text,
  next: text,
  pause: text,
  play: text,
  slide: text.refine(
    (value) => value.includes('{index}') && value.includes('{total}'),
    'must contain {index} and {total}',
  ),
  viewResult: text,
});
