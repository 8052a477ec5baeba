import type { createTranslator } from 'next-intl';
import type { Messages } from '../content/message-schema';
import type { ScoreField } from '../content/participant';
import { criterionFields, detailGroups } from '../content/participant-fields';
import { messageParts } from '../i18n/message-parts';
import type { RankColumn } from './data';
import { measureGroups, measureKey, type MeasureGroupKey } from './measures';

type CompareTranslator = ReturnType<typeof createTranslator<Messages, 'compare'>>;
type CompareKey = Parameters<CompareTranslator>[0];
type CriteriaTranslator = ReturnType<typeof createTranslator<Messages, 'participant.criteria'>>;

const isCriterion = (key: string): key is (typeof criterionFields)[number] =>
  (criterionFields as readonly string[]).includes(key);

/** The comparison island's texts, formatted on the server; what only the browser knows comes as parts. */
export function compareTexts(t: CompareTranslator, criteria: CriteriaTranslator, year: number) {
  const parts = <A extends string>(name: A, key: CompareKey) =>
    messageParts([name], (markers) => t(key, markers as never));
  // Plain texts of one group, `history.overall` as `overall`; the keys are checked against the messages' type.
  const plain = <P extends 'history' | 'add', K extends keyof Messages['compare'][P] & string>(
    prefix: P,
    keys: readonly K[],
  ) => Object.fromEntries(keys.map((key) => [key, t(`${prefix}.${key}` as CompareKey)])) as Record<K, string>;
  // A result measure's label comes from the `compare` namespace, a criterion's from the participant pages'.
  const measures = Object.fromEntries(
    measureGroups
      .flatMap((group) => group.measures.map(measureKey))
      .map((key) => [key, isCriterion(key) ? criteria(key) : t(`measures.${key}`)]),
  ) as Record<ScoreField | RankColumn | 'certificate', string>;
  return {
    fallback: t('fallback.text'),
    loading: t('loading'),
    error: t('error'),
    toRanking: t('fallback.toRanking'),
    caption: parts('companies', 'caption'),
    regionLabel: t('regionLabel'),
    measure: t('measure'),
    groups: {
      result: t('groups.result', { year: String(year) }),
      ...Object.fromEntries(detailGroups.map(({ key }) => [key, t(`groups.${key}`)])),
      history: t('groups.history'),
    } as Record<MeasureGroupKey | 'history', string>,
    measures,
    best: t('best'),
    legend: { best: t('legend.best'), movement: t('legend.movement') },
    unranked: t('unranked'),
    separatelyRanked: t('separatelyRanked'),
    movement: { previous: parts('rank', 'movement.previous'), new: t('movement.new'), newLong: t('movement.newLong') },
    certificate: { yes: t('certificate.yes'), no: t('certificate.no') },
    history: plain('history', ['overall', 'valueReporting', 'valueReportingShort', 'design', 'absent']),
    remove: parts('name', 'remove'),
    removeShort: t('removeShort'),
    removed: parts('name', 'removed'),
    add: {
      ...plain('add', ['label', 'button', 'hint', 'full']),
      added: parts('name', 'add.added'),
      notFound: parts('query', 'add.notFound'),
      several: parts('query', 'add.several'),
      already: parts('name', 'add.already'),
    },
    empty: { title: t('empty.title'), text: t('empty.text'), suggestion: t('empty.suggestion') },
  };
}

export type CompareTexts = ReturnType<typeof compareTexts>;
