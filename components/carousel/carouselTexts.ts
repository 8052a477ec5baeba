import { getTranslations } from 'next-intl/server';
import type { CarouselLabels } from './CarouselIsland';
import type { Locale } from '@/lib/i18n/locales';

/** The carousels' control labels and the "n of N" slide label, from the `slider` namespace. */
export async function carouselTexts(
  locale: Locale,
): Promise<{ labels: CarouselLabels; slideLabel: (index: number, total: number) => string }> {
  const t = await getTranslations({ locale, namespace: 'slider' });
  return {
    labels: { previous: t('previous'), next: t('next'), pause: t('pause'), play: t('play') },
    slideLabel: (index, total) => t('slide', { index, total }),
  };
}
