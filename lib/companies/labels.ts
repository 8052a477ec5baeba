import type { createTranslator } from 'next-intl';
import type { Messages } from '../content/message-schema';
import type { Locale } from '../i18n/locales';
import { messageParts, type MessageParts } from '../i18n/message-parts';
import { pluralParts } from '../i18n/plural-parts';
import type { CompanyIndex } from './company-index';

/** The `companies` namespace's t(), as next-intl's getTranslations gives it on the server. */
type CompaniesTranslator = ReturnType<typeof createTranslator<Messages, 'companies'>>;

/**
 * The company index's texts, formatted on the server: plain strings, and parts for the texts that
 * each entry fills in (lib/i18n/message-parts, plural-parts), so the labels are plain data that
 * the search page can hand on as they are.
 */
export function companyIndexLabels(
  t: CompaniesTranslator,
  locale: Locale,
  { companyCount, editionCount }: Pick<CompanyIndex, 'companyCount' | 'editionCount'>,
) {
  return {
    summary: t('summary', { companies: companyCount, editions: editionCount }),
    letters: t('letters'),
    otherGroup: t('otherGroup'),
    editions: pluralParts(locale, (count) => t('editions', { count })),
    yearLink: messageParts(['name', 'year'], (markers) => t('yearLink', markers)),
    sector: messageParts(['sector'], (markers) => t('sector', markers)),
    formerly: messageParts(['names'], (markers) => t('formerly', markers)),
    nowListedAs: messageParts(['name'], (markers) => t('nowListedAs', markers)),
  };
}

export type CompanyIndexLabels = ReturnType<typeof companyIndexLabels>;

/** A stretch of a filled-in message: shown, or only for screen readers. */
export interface TextRun {
  text: string;
  hidden: boolean;
}

/**
 * A message's parts filled in, as runs: the `visible` arguments are shown, everything else is for
 * screen readers only ("Swisscom " hidden, "2025" shown). Neighbouring hidden parts are one run;
 * empty ones are dropped.
 */
export function textRuns<A extends string>(
  parts: MessageParts<A>,
  values: Record<A, string>,
  visible: readonly A[],
): TextRun[] {
  const runs: TextRun[] = [];
  parts.forEach((part, i) => {
    const argument = i % 2 === 1 ? (part as A) : undefined;
    const text = argument === undefined ? part : values[argument];
    if (!text) return;
    const hidden = argument === undefined || !visible.includes(argument);
    const last = runs.at(-1);
    if (hidden && last?.hidden) last.text += text;
    else runs.push({ text, hidden });
  });
  return runs;
}
