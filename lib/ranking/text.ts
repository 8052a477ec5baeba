import type { RankMovement } from '@/lib/participant/movement';

/** Replaces {name} placeholders in a translated text. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => values[name] ?? match);
}

export interface MovementTexts {
  up: { one: string; other: string };
  down: { one: string; other: string };
  same: string;
  new: string;
}

/**
 * The accessible text of a rank's year-over-year movement (lib/participant/movement):
 * "up 3 places since last year", with the locale's plural; null when there is none.
 */
export function movementText(movement: RankMovement, texts: MovementTexts, plural: Intl.PluralRules): string | null {
  if (movement.kind === 'none') return null;
  if (movement.kind === 'same') return texts.same;
  if (movement.kind === 'new') return texts.new;
  const forms = texts[movement.kind];
  const template = plural.select(movement.by) === 'one' ? forms.one : forms.other;
  return fillTemplate(template, { count: String(movement.by) });
}
