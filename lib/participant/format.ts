import type { Rank, Score } from '../content/participant';
import type { Locale } from '../i18n/locales';
import { numberFormat } from '../i18n/number-format';

/** Scores with two decimals in the locale's format, ranks as whole numbers; a dash for none. */
export const DASH = '–';

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** Floors to three decimals (8.1259 → 8.125), rounding to six places first against binary noise. */
export function floorTo3(value: number): number {
  return Math.floor(Number((value * 1000).toFixed(6))) / 1000;
}

/** "88,5" → "88.50" in the locale's format (floored to three decimals first); a dash for zero or none. */
export function formatScore(value: Score | undefined, locale: Locale): string {
  if (!value || !Number.isFinite(value)) return DASH;
  return numberFormat(locale, TWO_DECIMALS).format(floorTo3(value));
}

/** A rank for display: the number, '*' as it is, a dash when not ranked. */
export function formatRank(rank: Rank | undefined): string {
  return rank === null || rank === undefined ? DASH : String(rank);
}

/** Which of the three kinds of rank a value is: a place, none or '*'. */
export function rankKind(rank: Rank | undefined): 'ranked' | 'unranked' | 'starred' {
  if (rank === null || rank === undefined) return 'unranked';
  return rank === '*' ? 'starred' : 'ranked';
}

/** A signed distance in points: "+12.30", "−4.00" (a true minus sign), "0.00"; a dash when unknown. */
export function formatDistance(value: number | null, locale: Locale): string {
  if (value === null || !Number.isFinite(value)) return DASH;
  const rounded = Math.round(value * 100) / 100;
  const digits = numberFormat(locale, TWO_DECIMALS).format(Math.abs(rounded));
  return rounded > 0 ? `+${digits}` : rounded < 0 ? `\u2212${digits}` : digits;
}
