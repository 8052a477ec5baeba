import type { RankMovement } from '@/lib/participant/movement';
import { fillPlural } from '@/lib/i18n/plural-parts';
import type { CellTexts } from './table-texts';

/**
 * The accessible texts of the rank movements in the ranking table ("3 Plätze besser als im
 * Vorjahr"). The server formats them with next-intl; the island gets the movements up and down as
 * plural parts (lib/i18n/plural-parts), a few texts for every count, which the browser fills in.
 * One text per distinct count would grow with the table: at 5,000 rows, hundreds of them.
 */
export type MovementTexts = CellTexts['movements'];

/** A movement that has a text: every kind but 'none' (not ranked this year). */
export type SpokenMovement = Exclude<RankMovement, { kind: 'none' }>;

/** 'up:3', 'down:1', 'same' or 'new'; null for a rank without a movement to tell. */
export function movementKey(movement: RankMovement): string | null {
  if (movement.kind === 'none') return null;
  return 'by' in movement ? `${movement.kind}:${movement.by}` : movement.kind;
}

/** The text of a movement, as next-intl writes it on the server. */
export function describeMovement(texts: MovementTexts, movement: SpokenMovement): string {
  return 'by' in movement ? fillPlural(texts[movement.kind], movement.by) : texts[movement.kind];
}
