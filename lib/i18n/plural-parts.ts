import { fillParts, type MessageParts } from './message-parts';

/**
 * A message with a plural count (`{count, plural, one {# Platz} other {# Plätze}} besser`) for the
 * browser without an ICU formatter: the server formats it once for a sample count of each plural
 * category the language has and splits the text at the formatted count, and the browser picks the
 * parts by Intl.PluralRules and puts the count, formatted by Intl.NumberFormat, between them. So a
 * page sends a few texts instead of one per count it shows.
 */
export interface PluralParts {
  locale: string;
  /** Parts per plural category ('one', 'other', …): text, 'count', text. */
  forms: Readonly<Partial<Record<Intl.LDMLPluralRule, MessageParts<'count'>>>>;
}

// Made once per language: the ranking fills thousands of texts while it hydrates.
const formatters = new Map<string, { rules: Intl.PluralRules; numbers: Intl.NumberFormat }>();

function formattersOf(locale: string) {
  let found = formatters.get(locale);
  if (!found)
    formatters.set(locale, (found = { rules: new Intl.PluralRules(locale), numbers: new Intl.NumberFormat(locale) }));
  return found;
}

/**
 * The count that stands for a category: the first whole number from 2 up with that category, so
 * that an exact branch a message may have for 0 or 1 is not taken for the category's text; from 0
 * up when only 0 or 1 has it (English and German "one").
 */
function sampleCount(rules: Intl.PluralRules, category: Intl.LDMLPluralRule): number | null {
  for (let n = 2; n <= 1000; n++) if (rules.select(n) === category) return n;
  for (const n of [0, 1]) if (rules.select(n) === category) return n;
  // A category of fractions only (e.g. "many" in some languages): counts are whole numbers.
  return null;
}

/**
 * The parts of `format(count)` for each plural category of `locale`. Throws when a formatted
 * sample does not show its count exactly once, e.g. a message that writes the count out in words.
 */
export function pluralParts(locale: string, format: (count: number) => string): PluralParts {
  const { rules, numbers } = formattersOf(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, MessageParts<'count'>>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = sampleCount(rules, category);
    if (sample === null) continue;
    const text = format(sample);
    const pieces = text.split(numbers.format(sample));
    if (pieces.length !== 2)
      throw new Error(`"${text}" must show its count (${sample}) exactly once to be filled in the browser`);
    forms[category] = [pieces[0] as string, 'count', pieces[1] as string];
  }
  return { locale, forms };
}

/** The message for `count`: as the server's formatter would write it. */
export function fillPlural({ locale, forms }: PluralParts, count: number): string {
  const { rules, numbers } = formattersOf(locale);
  const parts = forms[rules.select(count)] ?? forms.other;
  if (!parts) throw new Error(`no plural form for ${count} in ${locale}`);
  return fillParts(parts, { count: numbers.format(count) });
}
