import { z } from 'zod';

/** Namespace `slider`: the carousels' controls, the slide label "{index} of {total}", the winner slider. */
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
