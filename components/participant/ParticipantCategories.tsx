import { getTranslations } from 'next-intl/server';
import { CategoryNav, type CategoryNavCategory } from './CategoryNav';
import { loadAwards, loadMessages, loadParticipants } from '@/lib/content/load';
import { localeHref } from '@/lib/i18n/paths';
import type { Locale } from '@/lib/i18n/locales';
import { categoriesOf } from '@/lib/participant/categories';
import { placeNumbers } from '@/lib/participant/places';
import { displayName } from '@/lib/participant/values';
import { participantPath } from '@/lib/routes';

/**
 * The winner-category header on top of every participant page: prepares the texts and links of
 * the four categories (content/awards.json, titles from awards.categories) for the CategoryNav
 * island.
 */
export async function ParticipantCategories({ locale, participantRef }: { locale: Locale; participantRef: string }) {
  const t = await getTranslations({ locale, namespace: 'participant.categoryNav' });
  const titles = loadMessages(locale).awards.categories;
  const awards = loadAwards();
  const names = new Map(loadParticipants().map((p) => [p.ref, displayName(p)]));
  const categories: CategoryNavCategory[] = awards.winnerCategories.map((category, index) => {
    const places = placeNumbers(category.winners.map(() => ({})));
    const title = titles[category.key].title;
    const first = category.winners[0] as string;
    return {
      key: category.key,
      title,
      titleLabel: t('categoryTitle', { category: title, name: names.get(first) ?? first }),
      href: localeHref(locale, participantPath(first, index)),
      winners: category.winners.map((ref, i) => {
        const name = names.get(ref) ?? ref;
        const place = places[i] ?? i + 1;
        return { ref, place, name, href: localeHref(locale, participantPath(ref, index)), label: t('place', { place, name }) };
      }),
    };
  });
  return <CategoryNav label={t('label')} locale={locale} participantRef={participantRef} own={categoriesOf(awards, participantRef)} categories={categories} />;
}
