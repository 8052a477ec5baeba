import { z } from 'zod';

/**
 * Namespace `slider`: the carousels' controls, the WAI-ARIA slide label "{index} of {total}",
 * and the winner slider's heading and link text.
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
