import { createTranslator } from 'next-intl';
import type { Messages } from '../content/message-schema';
import type { Edition } from '../editions/edition';
import type { Locale } from '../i18n/locales';
import type { CoverTexts, CoverWinner } from './photos';

/**
 * What a winner's cover says in a language: "Umschlag des Geschäftsberichts 2025 von ABB Ltd,
 * ausgezeichnet im Geschäftsberichte-Rating 2026: Gesamtsieger (1. Platz)." The credit is the
 * company's ("© ABB Ltd"): the cover is the company's own work.
 */
export function coverTextsIn(
  locale: Locale,
  messages: Pick<Messages, 'pressPhotos'>,
  edition: Pick<Edition, 'year' | 'texts'>,
): (winner: CoverWinner) => CoverTexts {
  const t = createTranslator({ locale, messages, namespace: 'pressPhotos' });
  const titles = edition.texts[locale].awards.categories;
  const list = new Intl.ListFormat(locale, { type: 'conjunction' });
  // An edition rates the reports of the year before.
  const reportYear = String(edition.year - 1);
  return (winner) => {
    const company = winner.name;
    const awards = list.format(
      winner.awards.map(({ category, place }) => t('cover.award', { category: titles[category].title, place })),
    );
    return {
      caption: t('cover.caption', { company, reportYear, year: String(edition.year), awards }),
      alt: t('cover.alt', { company, reportYear }),
      credit: t('cover.credit', { company }),
    };
  };
}
