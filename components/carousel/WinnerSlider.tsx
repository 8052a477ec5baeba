import type { Locale } from '@/lib/i18n/locales';

/**
 * The winner slider (issue 3): a carousel of the award winners, shared by the ranking,
 * participant, home, about, jury and partner pages. Placeholder until the carousel lands.
 */
export function WinnerSlider({ locale }: { locale: Locale }) {
  void locale;
  return null;
}
