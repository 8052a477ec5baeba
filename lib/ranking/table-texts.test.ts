import { createTranslator } from 'next-intl';
import deCH from '@/content/i18n/de-CH.json';
import enGB from '@/content/i18n/en-GB.json';
import { row } from './__fixtures__/rows';
import { describeMovement } from './movement-labels';
import { rankingTableTexts } from './table-texts';
import type { Messages } from '@/lib/content/message-schema';
import { fillParts } from '@/lib/i18n/message-parts';

const translator = (locale: 'de-CH' | 'en-GB') =>
  createTranslator({
    locale,
    messages: (locale === 'de-CH' ? deCH : enGB) as unknown as Messages,
    namespace: 'ranking',
  });

// Value reporting: up 3, down 12, up 1, new; design: down 1, down 2, same.
const rows = [
  row({ company: 'A', rankVR: 9, prevYearVR: 12, rankDS: 5, prevYearDS: 4 }),
  row({ company: 'B', rankVR: 20, prevYearVR: 8, rankDS: 6, prevYearDS: 4 }),
  row({ company: 'C', rankVR: 4, prevYearVR: 5, rankDS: 7, prevYearDS: 7 }),
  row({ company: 'D', rankVR: 3, prevYearVR: null, rankDS: null, prevYearDS: null }),
];

describe('rankingTableTexts', () => {
  it('describes the movements with the plural of the locale, for any count', () => {
    const en = rankingTableTexts(translator('en-GB'), 'en-GB', rows).cells.movements;
    expect(describeMovement(en, { kind: 'up', by: 3, current: 9, previous: 12 })).toBe('up 3 places since last year');
    expect(describeMovement(en, { kind: 'up', by: 1, current: 4, previous: 5 })).toBe('up 1 place since last year');
    expect(describeMovement(en, { kind: 'new', current: 3 })).toBe('new in the ranking');
    const de = rankingTableTexts(translator('de-CH'), 'de-CH', rows).cells.movements;
    expect(describeMovement(de, { kind: 'down', by: 1, current: 5, previous: 4 })).toBe(
      '1 Platz schlechter als im Vorjahr',
    );
    expect(describeMovement(de, { kind: 'down', by: 12, current: 20, previous: 8 })).toBe(
      '12 Plätze schlechter als im Vorjahr',
    );
    expect(describeMovement(de, { kind: 'same', current: 7, previous: 7 })).toBe('gleicher Rang wie im Vorjahr');
  });

  it('gives the result count and the no-results text as parts to fill in', () => {
    const de = rankingTableTexts(translator('de-CH'), 'de-CH', rows);
    expect(fillParts(de.resultCount, { count: '3', total: '199' })).toBe('3 von 199 Unternehmen');
    expect(fillParts(de.noResults, { query: 'Bank' })).toBe(deCH.ranking.noResults.replace('{query}', 'Bank'));
    const en = rankingTableTexts(translator('en-GB'), 'en-GB', rows);
    expect(fillParts(en.resultCount, { count: '1', total: '4' })).toBe('1 of 4 companies');
  });

  it('offers the sort by movement only when the rows know the edition before', () => {
    expect(rankingTableTexts(translator('de-CH'), 'de-CH', rows).movementSort).toBeUndefined();
    const known = [...rows, row({ company: 'E', rankOverall: 2, prevYearOverall: null })];
    expect(rankingTableTexts(translator('de-CH'), 'de-CH', known).movementSort).toEqual(deCH.ranking.movementSort);
    expect(rankingTableTexts(translator('en-GB'), 'en-GB', known).movementSort).toEqual(enGB.ranking.movementSort);
  });

  it('passes the plain labels on as written', () => {
    const texts = rankingTableTexts(translator('en-GB'), 'en-GB', []);
    expect(texts.columns).toEqual(enGB.ranking.columns);
    expect(texts.csv).toEqual(enGB.ranking.csv);
    expect(texts.cells).toEqual({
      unranked: enGB.ranking.unranked,
      separatelyRanked: enGB.ranking.separatelyRanked,
      certificate: enGB.ranking.certificate,
      newShort: enGB.ranking.movement.newShort,
      compareToggle: ['Compare ', 'name', ''],
      movements: {
        up: {
          locale: 'en-GB',
          forms: {
            one: ['up 1 place since last year'],
            other: ['up ', 'count', ' places since last year'],
          },
          plainDigits: true,
        },
        down: {
          locale: 'en-GB',
          forms: {
            one: ['down 1 place since last year'],
            other: ['down ', 'count', ' places since last year'],
          },
          plainDigits: true,
        },
        same: enGB.ranking.movement.same,
        new: enGB.ranking.movement.new,
      },
    });
    expect(texts.compare.title).toBe(enGB.ranking.compare.title);
    expect(texts.compare.count).toEqual(['', 'count', ' of ', 'max', '']);
  });
});
