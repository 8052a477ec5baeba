import { getTranslations } from 'next-intl/server';
import { CategoryNav, type CategoryNavCategory } from './CategoryNav';
import type { SectionProps } from './participant-page-data';

/** The winner-category header: the four categories' links, worded for the CategoryNav island. */
export async function ParticipantCategories({
  locale,
  participant,
  categoryNav: { own, categories },
}: SectionProps<'participant' | 'categoryNav'>) {
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
      participantRef={participant.ref}
      own={own}
      categories={navCategories}
    />
  );
}
