import { getTranslations } from 'next-intl/server';
import { CategoryNav, type CategoryNavCategory } from './CategoryNav';
import type { Locale } from '@/lib/i18n/locales';
import type { CategoryLinks } from '@/lib/participant/winner-links';

/** The winner-category header: the four categories' links, worded for the CategoryNav island. */
export async function ParticipantCategories({
  locale,
  participantRef,
  own,
  categories,
}: {
  locale: Locale;
  participantRef: string;
  /** Indexes of the categories naming this participant. */
  own: number[];
  categories: CategoryLinks[];
}) {
  const t = await getTranslations({ locale, namespace: 'participant.categoryNav' });
  const navCategories: CategoryNavCategory[] = categories.map(({ key, title, firstWinner, winners }) => ({
    key,
    title,
    titleLabel: t('categoryTitle', { category: title, name: firstWinner.name }),
    href: firstWinner.href,
    winners: winners.map(({ ref, place, name, href }) => ({
      ref,
      place,
      name,
      href,
      label: t('place', { place, name }),
    })),
  }));
  return (
    <CategoryNav
      label={t('label')}
      locale={locale}
      participantRef={participantRef}
      own={own}
      categories={navCategories}
    />
  );
}
