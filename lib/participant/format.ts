import type { Rank, Score } from '../content/participant';
import type { Locale } from '../i18n/locales';
import { numberFormat } from '../i18n/number-format';

/**
 * How scores and ranks read: scores with two decimals in the locale's format, ranks as whole
 * numbers; a dash for no value (a zero score, rank 999 or empty).
 */
export const DASH = '–';

const TWO_DECIMALS: Intl.NumberFormatOptions = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/**
 * Floors to three decimals: 8.1259 → 8.125. The product is rounded to six places first, so that
 * binary noise (1.005 × 1000 = 1004.9999…) does not cost a thousandth.
 */
export function floorTo3(value: number): number {
  return Math.floor(Number((value * 1000).toFixed(6))) / 1000;
}

/**
 * "88,5" → "88.50"; thousands get the locale's separator; zero or unreadable values a dash.
 * Floored to three decimals first, so computed values such as medians round cleanly.
 */
export function formatScore(value: Score | undefined, locale: Locale): string {
  const n = value ?? null;
  if (n === null || n === 0 || !Number.isFinite(n)) return DASH;
  return numberFormat(locale, TWO_DECIMALS).format(floorTo3(n));
}

/** A rank for display: the number, '*' as it is, a dash when not ranked. */
export function formatRank(rank: Rank | undefined): string {
  return rank === null || rank === undefined ? DASH : String(rank);
}

export type RankKind = 'ranked' | 'unranked' | 'starred';

/** Which of the three kinds of rank a value is: a place, none or '*'. */
export function rankKind(rank: Rank | undefined): RankKind {
  if (rank === null || rank === undefined) return 'unranked';
  return rank === '*' ? 'starred' : 'ranked';
}

/**
 * A distance in points, signed: "+12.30", "−4.00" (a true minus sign), "0.00"; a dash when
 * unknown. Two decimals in the locale's format, like the scores.
 */
export function formatDistance(value: number | null, locale: Locale): string {
  if (value === null || !Number.isFinite(value)) return DASH;
  const rounded = Math.round(value * 100) / 100;
  const digits = numberFormat(locale, TWO_DECIMALS).format(Math.abs(rounded));
  return rounded > 0 ? `+${digits}` : rounded < 0 ? `\u2212${digits}` : digits;
}
