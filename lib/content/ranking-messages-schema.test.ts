import { rankingMessagesSchema } from './ranking-messages-schema';
import { validMessages } from './__fixtures__/content';

type Ranking = {
  movement: Record<string, unknown>;
  resultCount: string;
  noResults: string;
  csv: Record<string, string>;
  openData: { sheets: Record<string, string>; headings: Record<string, string> };
};
const ranking = (label: 'de' | 'en' = 'de') => (validMessages(label) as { ranking: Ranking }).ranking;
const issues = (texts: Ranking) =>
  rankingMessagesSchema.safeParse(texts).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('rankingMessagesSchema', () => {
  it('accepts the repository’s translations', () => {
    expect(issues(ranking('de'))).toEqual([]);
    expect(issues(ranking('en'))).toEqual([]);
  });

  it('needs the {count} argument in the movement texts, plain or as a plural', () => {
    const texts = ranking();
    texts.movement.up = '{count} Plätze besser';
    expect(issues(texts)).toEqual([]);
    texts.movement.up = '{ count, plural, one {# Platz} other {# Plätze}} besser';
    expect(issues(texts)).toEqual([]);
    texts.movement.up = 'besser als im Vorjahr';
    texts.movement.down = '{counter, plural, other {# Plätze}} schlechter';
    expect(issues(texts)).toEqual([
      'movement.up: must use the argument {count}',
      'movement.down: must use the argument {count}',
    ]);
  });

  it('no longer takes a movement as one and other forms', () => {
    const texts = ranking();
    texts.movement.up = { one: '1 Platz besser', other: '{count} Plätze besser' };
    expect(issues(texts)).toHaveLength(1);
  });

  it('needs plain arguments where the browser fills them in', () => {
    const texts = ranking();
    texts.resultCount = '{count, plural, one {# Unternehmen} other {# Unternehmen}} von {total}';
    texts.noResults = 'Nichts gefunden.';
    expect(issues(texts)).toEqual(['resultCount: must contain {count} and {total}', 'noResults: must contain {query}']);
  });

  it('takes only tab names Excel accepts for the workbooks', () => {
    const texts = ranking();
    texts.csv.sheetName = 'Rangliste 2026/2027';
    texts.openData.sheets.ranking = 'Eine Rangliste mit einem sehr langen Namen';
    texts.openData.sheets.editions = "'Alle Ausgaben'";
    expect(issues(texts)).toEqual([
      "csv.sheetName: must be at most 31 characters, without [ ] : * ? / \\ and without ' at the start or end",
      "openData.sheets.ranking: must be at most 31 characters, without [ ] : * ? / \\ and without ' at the start or end",
      "openData.sheets.editions: must be at most 31 characters, without [ ] : * ? / \\ and without ' at the start or end",
    ]);
  });

  it('needs a workbook heading for every open-data column', () => {
    const texts = ranking();
    delete texts.openData.headings.edition;
    expect(issues(texts)).toEqual(['openData.headings.edition: Invalid input: expected string, received undefined']);
  });
});
