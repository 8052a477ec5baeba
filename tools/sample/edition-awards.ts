/**
 * A past edition's awards.json, consistent with its ranks: the overall, value reporting and design
 * winners are that edition's places 1 to 3. The text winners and special mentions are the ones its
 * story names (edition-story.ts); where there is no story (synthetic years) or it names a company
 * not in the field, plausible ones are taken from the ranks instead.
 */
import type { Awards, SpecialMentionKey, WinnerCategoryKey } from '../../lib/content/awards-schema';
import type { ParticipantRow } from '../../lib/content/participant-schema';
import type { EditionStory } from './edition-story';

type RankField = 'rankVR' | 'rankDS' | 'rankOverall';

/** The rank as a place, or null (empty, 999 or '*'). */
export function place(row: ParticipantRow, field: RankField): number | null {
  const value = row[field];
  return /^\d+$/.test(value) && value !== '999' ? Number(value) : null;
}

/** Refs by place in one rank, best first. */
function byPlace(
  rows: readonly ParticipantRow[],
  field: RankField,
  keep: (row: ParticipantRow) => boolean = () => true,
) {
  return rows
    .filter((row) => place(row, field) !== null && keep(row))
    .sort((a, b) => (place(a, field) as number) - (place(b, field) as number))
    .map((row) => row.ref);
}

/** Far from the top in the other discipline: what makes a special mention stand out. */
const MENTION_DISTANCE = 30;

export function editionAwards(
  rows: readonly ParticipantRow[],
  story: EditionStory | undefined,
  certificateThreshold: number,
): Awards {
  const refs = new Set(rows.map((row) => row.ref));
  const podium = (field: RankField) => byPlace(rows, field).slice(0, 3);
  const overall = podium('rankOverall');
  const valueReporting = podium('rankVR');
  const design = podium('rankDS');

  // Text: the story's, else well-rated reports with strong content (writing follows the substance).
  const text = (story?.winners.text ?? []).filter((ref) => refs.has(ref));
  const contenders = byPlace(rows, 'rankVR', (row) => {
    const p = place(row, 'rankOverall');
    return p !== null && p > 3 && p <= 25;
  });
  for (const ref of contenders) if (text.length < 3 && !text.includes(ref)) text.push(ref);

  const winners: Record<WinnerCategoryKey, string[]> = { overall, valueReporting, design, text };
  const far = (row: ParticipantRow, field: RankField) => (place(row, field) ?? Infinity) > MENTION_DISTANCE;
  const fallback: Record<SpecialMentionKey, string | undefined> = {
    text: text[0],
    value: byPlace(rows, 'rankVR', (row) => far(row, 'rankDS') && !valueReporting.includes(row.ref))[0],
    design: byPlace(rows, 'rankDS', (row) => far(row, 'rankVR') && !design.includes(row.ref))[0],
  };
  const mention = (key: SpecialMentionKey) => {
    const named = story?.mentions[key];
    return (named && refs.has(named) ? named : fallback[key]) ?? (overall[0] as string);
  };

  return {
    winnerCategories: (['overall', 'valueReporting', 'design', 'text'] as const).map((key) => ({
      key,
      winners: winners[key],
    })),
    specialMentions: (['text', 'value', 'design'] as const).map((key) => ({ key, ref: mention(key) })),
    certificateThreshold,
  };
}

/** awards.json as the hand-written one is laid out: a line per category and mention, then the threshold. */
export function formatAwards(awards: Awards): string {
  const list = (items: string[]) => `[${items.join(', ')}]`;
  const categories = awards.winnerCategories.map(
    (c) => `    { "key": ${JSON.stringify(c.key)}, "winners": ${list(c.winners.map((r) => JSON.stringify(r)))} }`,
  );
  const mentions = awards.specialMentions.map(
    (m) => `    { "key": ${JSON.stringify(m.key)}, "ref": ${JSON.stringify(m.ref)} }`,
  );
  return `{\n  "winnerCategories": [\n${categories.join(',\n')}\n  ],\n  "specialMentions": [\n${mentions.join(',\n')}\n  ],\n  "certificateThreshold": ${JSON.stringify(awards.certificateThreshold)}\n}\n`;
}
