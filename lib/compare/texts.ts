import type { createTranslator } from 'next-intl';
import type { Messages } from '../content/message-schema';
import type { ScoreField } from '../content/participant';
import { messageParts, type MessageParts } from '../i18n/message-parts';
import { detailGroups } from '../participant/detail-groups';
import type { RankColumn } from './data';
import { measureGroups, measureKey, type MeasureGroupKey } from './measures';

type CompareTranslator = ReturnType<typeof createTranslator<Messages, 'compare'>>;
type CriteriaTranslator = ReturnType<typeof createTranslator<Messages, 'participant.criteria'>>;

/** The comparison island's texts, formatted on the server; what only the browser knows comes as parts. */
export interface CompareTexts {
  fallback: string;
  loading: string;
  error: string;
  toRanking: string;
  caption: MessageParts<'companies'>;
  regionLabel: string;
  measure: string;
  groups: Record<MeasureGroupKey | 'history', string>;
  measures: Record<ScoreField | RankColumn | 'certificate', string>;
  best: string;
  legend: { best: string; movement: string };
  unranked: string;
  separatelyRanked: string;
  movement: { previous: MessageParts<'rank'>; new: string; newLong: string };
  certificate: { yes: string; no: string };
  history: { overall: string; valueReporting: string; valueReportingShort: string; design: string; absent: string };
  remove: MessageParts<'name'>;
  removeShort: string;
  removed: MessageParts<'name'>;
  add: {
    label: string;
    button: string;
    hint: string;
    full: string;
    added: MessageParts<'name'>;
    notFound: MessageParts<'query'>;
    several: MessageParts<'query'>;
    already: MessageParts<'name'>;
  };
  empty: { title: string; text: string; suggestion: string };
}

export function compareTexts(t: CompareTranslator, criteria: CriteriaTranslator, year: number): CompareTexts {
  const parts = <A extends string>(name: A, key: Parameters<CompareTranslator>[0]) =>
    messageParts([name], (markers) => t(key, markers as never));
  const measures = Object.fromEntries(
    measureGroups
      .flatMap((group) => group.measures.map(measureKey))
      .map((key) => [key, measureLabel(t, criteria, key)]),
  ) as CompareTexts['measures'];
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
      ...(Object.fromEntries(detailGroups.map(({ key }) => [key, t(`groups.${key}`)])) as Record<
        (typeof detailGroups)[number]['key'],
        string
      >),
      history: t('groups.history'),
    },
    measures,
    best: t('best'),
    legend: { best: t('legend.best'), movement: t('legend.movement') },
    unranked: t('unranked'),
    separatelyRanked: t('separatelyRanked'),
    movement: { previous: parts('rank', 'movement.previous'), new: t('movement.new'), newLong: t('movement.newLong') },
    certificate: { yes: t('certificate.yes'), no: t('certificate.no') },
    history: {
      overall: t('history.overall'),
      valueReporting: t('history.valueReporting'),
      valueReportingShort: t('history.valueReportingShort'),
      design: t('history.design'),
      absent: t('history.absent'),
    },
    remove: parts('name', 'remove'),
    removeShort: t('removeShort'),
    removed: parts('name', 'removed'),
    add: {
      label: t('add.label'),
      button: t('add.button'),
      hint: t('add.hint'),
      full: t('add.full'),
      added: parts('name', 'add.added'),
      notFound: parts('query', 'add.notFound'),
      several: parts('query', 'add.several'),
      already: parts('name', 'add.already'),
    },
    empty: { title: t('empty.title'), text: t('empty.text'), suggestion: t('empty.suggestion') },
  };
}

/** A result measure's label from the `compare` namespace, a criterion's from the participant pages'. */
function measureLabel(
  t: CompareTranslator,
  criteria: CriteriaTranslator,
  key: ScoreField | RankColumn | 'certificate',
) {
  switch (key) {
    case 'rankOverall':
    case 'rankVR':
    case 'rankDS':
    case 'totalVR':
    case 'totalDS':
    case 'certificate':
      return t(`measures.${key}`);
    default:
      return criteria(key);
  }
}
