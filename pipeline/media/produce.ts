import type { Messages } from '../../lib/content/message-schema';
import type { Edition } from '../../lib/editions/edition';
import type { Locale } from '../../lib/i18n/locales';

/** What the generators read of the content: every edition's participants, the messages of every language. */
export interface MediaContent {
  editions: readonly Pick<Edition, 'year' | 'participants'>[];
  messages: Record<Locale, Messages>;
}

/** Writes a generated file under globalassets/ when its stamp (a hash of its inputs) changed. */
export type Produce = (relative: string, inputs: string, make: () => Promise<Buffer | Uint8Array>) => Promise<void>;

/** A stable number from a string (FNV-1a), for stamps and to pick palettes and shapes. */
export function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
