import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';

/** The carousels' control labels and the "n of N" slide label, from the `slider` namespace. */
export async function carouselTexts(locale: Locale) {
  const t = await getTranslations({ locale, namespace: 'slider' });
  return {
    labels: { previous: t('previous'), next: t('next'), pause: t('pause'), play: t('play') },
    slideLabel: (index: number, total: number) => t('slide', { index, total }),
  };
}
