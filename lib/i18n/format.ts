import { localeSettings, type Locale } from './locales';

/** Formats a date as the locale's short date: 21.11.2026 (de-CH), 21/11/2026 (en-GB). */
export function formatDate(date: Date, locale: Locale): string {
  const pattern = localeSettings(locale).dateFormat;
  const dd = String(date.getDate()).padStart(2, '0');
  const MM = String(date.getMonth() + 1).padStart(2, '0');
  const y = String(date.getFullYear());
  return pattern.replace('dd', dd).replace('MM', MM).replace(/y+/, y);
}

/** Formats a number with the locale's separators (de-CH: 1’234.5, en-GB: 1,234.5). */
export function formatNumber(value: number, locale: Locale, fractionDigits?: number): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits ?? 3,
  }).format(value);
}

/** Formats an amount in the locale's currency (CHF for de-CH, GBP for en-GB). */
export function formatCurrency(value: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: localeSettings(locale).currencyFormat,
  }).format(value);
}

/** The first day of the week as an ISO weekday (1 = Monday) for the locale. */
export function weekStartsOn(locale: Locale): number {
  return localeSettings(locale).weekStartsOn;
}
