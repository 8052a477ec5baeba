import { rankMovement, type RankMovement } from '@/lib/participant/movement';
import type { RankingRow } from './row';

/**
 * The accessible texts of the rank movements in the ranking table ("3 Plätze besser als im
 * Vorjahr"), formatted on the server, where next-intl chooses the plural form. The island gets
 * one text per distinct movement, found by movementKey: the rows share a few dozen movements,
 * and two texts in every row would weigh far more in the page's payload.
 */
export type MovementLabels = Readonly<Record<string, string>>;

/** A movement that has a text: every kind but 'none' (not ranked this year). */
export type SpokenMovement = Exclude<RankMovement, { kind: 'none' }>;

/** 'up:3', 'down:1', 'same' or 'new'; null for a rank without a movement to tell. */
export function movementKey(movement: RankMovement): string | null {
  return movement.kind === 'none' ? null : spokenKey(movement);
}

function spokenKey(movement: SpokenMovement): string {
  return movement.kind === 'up' || movement.kind === 'down' ? `${movement.kind}:${movement.by}` : movement.kind;
}

/**
 * The texts of the movements of the rows' three ranks (lib/ranking/rows-html; the
 * overall rank has one when the previous edition is on the site).
 */
export function movementLabels(
  rows: readonly RankingRow[],
  describe: (movement: SpokenMovement) => string,
): MovementLabels {
  const labels: Record<string, string> = {};
  for (const row of rows) {
    const movements = [
      rankMovement(row.rankVR, row.prevYearVR),
      rankMovement(row.rankDS, row.prevYearDS),
      rankMovement(row.rankOverall, row.prevYearOverall),
    ];
    for (const movement of movements) {
      if (movement.kind === 'none') continue;
      const key = spokenKey(movement);
      if (!(key in labels)) labels[key] = describe(movement);
    }
  }
  return labels;
}
