import { fillParts, type MessageParts } from './message-parts';
import { numberFormat } from './number-format';

/**
 * A plural message (`{count, plural, one {# Platz} other {# Plätze}} besser`) for the browser,
 * which has no ICU formatter: the server formats it for a sample count of each plural category and
 * splits it at the count; the browser picks the parts by Intl.PluralRules.
 */
export interface PluralParts {
  locale: string;
  /** Parts per plural category ('one', 'other', …): text, 'count', text. */
  forms: Readonly<Partial<Record<Intl.LDMLPluralRule, MessageParts<'count'>>>>;
  /** Whole numbers below 1,000 are plain digits, so the browser writes such counts without Intl. */
  plainDigits?: boolean;
}

// Plural rules are made once per language, number formats only when a count needs one: the ranking
// fills hundreds of texts while it hydrates.
const pluralRules = new Map<string, Intl.PluralRules>();

function rulesOf(locale: string): Intl.PluralRules {
  let rules = pluralRules.get(locale);
  if (rules === undefined) pluralRules.set(locale, (rules = new Intl.PluralRules(locale)));
  return rules;
}

const PLAIN_BELOW = 1000;

/**
 * The count that stands for a category, and whether it is the category's only whole number (as 1
 * for "one"): such a text is kept whole. Others are sampled with a count whose digits the
 * message's own text does not contain, so the split finds the count alone.
 */
function sampleOf(rules: Intl.PluralRules, category: Intl.LDMLPluralRule): { count: number; alone: boolean } | null {
  const small: number[] = [];
  for (let n = 0; n <= 200; n++) if (rules.select(n) === category) small.push(n);
  if (small.length === 1) return { count: small[0] as number, alone: true };
  for (let n = 1_234_567; n < 1_234_767; n++) if (rules.select(n) === category) return { count: n, alone: false };
  // A category of a few small counts (French "one": 0 and 1); none for a category of fractions only.
  const last = small.at(-1);
  return last === undefined ? null : { count: last, alone: false };
}

/** `format(count)`'s parts per plural category; throws when a sample does not show its count exactly once. */
export function pluralParts(locale: string, format: (count: number) => string): PluralParts {
  const rules = rulesOf(locale);
  const numbers = numberFormat(locale);
  const forms: Partial<Record<Intl.LDMLPluralRule, MessageParts<'count'>>> = {};
  for (const category of rules.resolvedOptions().pluralCategories) {
    const sample = sampleOf(rules, category);
    if (sample === null) continue;
    const text = format(sample.count);
    if (sample.alone) {
      forms[category] = [text];
      continue;
    }
    const pieces = text.split(numbers.format(sample.count));
    if (pieces.length !== 2)
      throw new Error(`"${text}" must show its count (${sample.count}) exactly once to be filled in the browser`);
    forms[category] = [pieces[0] as string, 'count', pieces[1] as string];
  }
  const plainDigits = [0, 7, 42, 999].every((n) => numbers.format(n) === String(n));
  return { locale, forms, ...(plainDigits ? { plainDigits } : {}) };
}

/** The message for `count`: as the server's formatter would write it. */
export function fillPlural({ locale, forms, plainDigits }: PluralParts, count: number): string {
  const parts = forms[rulesOf(locale).select(count)] ?? forms.other;
  if (!parts) throw new Error(`no plural form for ${count} in ${locale}`);
  const plain = plainDigits && Number.isInteger(count) && count >= 0 && count < PLAIN_BELOW;
  return fillParts(parts, { count: plain ? String(count) : numberFormat(locale).format(count) });
}
