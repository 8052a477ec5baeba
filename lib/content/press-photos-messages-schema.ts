import { z } from 'zod';
import { icuMessage, labels } from './primitives-schema';

/**
 * Namespace `pressPhotos`: an edition's press photos (components/press/PressPhotos), the covers'
 * captions and credits (lib/press/texts) and the credits file in the edition's ZIP.
 */
export const pressPhotosMessagesSchema = z.strictObject({
  /** The block's heading and the list's accessible name. */
  ...labels(['title', 'listLabel'], { listLabel: ['year'] }).shape,
  /** The two groups: the ceremony photos (current edition) and the winners' report covers. */
  ...labels(['ceremonyTitle', 'coversTitle'], { ceremonyTitle: ['year'], coversTitle: ['year'] }).shape,
  /** An archived edition's list: one sentence that its ceremony has no photos on the site. */
  noGallery: icuMessage(['year']),
  /** A winner's cover: caption, text alternative and credit; {awards} lists its awards (award). */
  cover: labels(['caption', 'alt', 'credit', 'award'], {
    caption: ['company', 'reportYear', 'awards'],
    alt: ['company', 'reportYear'],
    credit: ['company'],
    award: ['category', 'place'],
  }),
  /** A photo's download link and its file: "JPEG, 2400 × 1600 px, 1.2 MB" ({size} formatted). */
  ...labels(['download', 'fileMeta'], { fileMeta: ['width', 'height', 'size'] }).shape,
  /** The ZIP of every photo with the credits file and the logos; {count} is ICU plural. */
  zip: labels(['label', 'meta'], { meta: ['count', 'size'] }),
  /** The programme's logo for the press, on light and dark backgrounds, and how to use it. */
  logos: labels(['title', 'note', 'onLight', 'onDark']),
  /** The credits file in the ZIP (both languages in one file). */
  creditsFile: labels(['title', 'usage', 'logos'], { title: ['year'] }),
});
