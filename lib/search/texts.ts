import type { createTranslator } from 'next-intl';
import type { Messages } from '@/lib/content/message-schema';
import { messageParts } from '@/lib/i18n/message-parts';
import { pluralParts } from '@/lib/i18n/plural-parts';
import type { Locale } from '@/lib/i18n/locales';

/** The `search` namespace's t(), as next-intl's getTranslations gives it on the server. */
type SearchTranslator = ReturnType<typeof createTranslator<Messages, 'search'>>;

/**
 * Every text of the search island, formatted on the server: the island gets strings and has no ICU
 * formatter; the count and the no-results text change in the browser, so they come as parts.
 */
export function searchTexts(t: SearchTranslator, locale: Locale) {
  return {
    form: {
      label: t('form.label'),
      placeholder: t('form.placeholder'),
      submit: t('form.submit'),
      filters: t('form.filters'),
      reset: t('form.reset'),
    },
    filters: {
      edition: t('filters.edition'),
      anyEdition: t('filters.anyEdition'),
      sector: t('filters.sector'),
      anySector: t('filters.anySector'),
      kind: t('filters.kind'),
      anyKind: t('filters.anyKind'),
      kinds: {
        company: t('filters.kinds.company'),
        ranking: t('filters.kinds.ranking'),
        award: t('filters.kinds.award'),
        text: t('filters.kinds.text'),
      },
    },
    results: {
      label: t('results.label'),
      count: pluralParts(locale, (count) => t('results.count', { count })),
      none: messageParts(['query'], (markers) => t('results.none', markers)),
      loading: t('results.loading'),
      error: t('results.error'),
      more: t('results.more'),
      hint: t('results.hint'),
    },
    noScript: t('noScript'),
  };
}

export type SearchTexts = ReturnType<typeof searchTexts>;
