import { validDates } from '../content/__fixtures__/dates';
import { participantRow } from '../content/__fixtures__/participant';
import type { Awards } from '../content/awards-schema';
import type { EditionTexts } from '../content/edition-texts-schema';
import { ContentReport, formatProblem } from '../content/errors';
import type { ParticipantRow } from '../content/participant-fields';
import type { Locale } from '../i18n/locales';
import { buildEditions, type CompleteEditionFiles } from './build-editions';

const awards: Awards = { winnerCategories: [], specialMentions: [], certificateThreshold: 140 };
// buildEditions passes the texts on untouched.
const texts = { 'de-CH': {}, 'en-GB': {} } as unknown as Record<Locale, EditionTexts>;

function files(year: number, rows: ParticipantRow[]): CompleteEditionFiles {
  return {
    year,
    rows,
    refs: new Set(rows.map((r) => r.ref)),
    rowCount: rows.length,
    awards,
    dates: validDates(year),
    texts,
  };
}

const rankingFile = (year: number) => `content/editions/${year}/ranking.json`;

function build(...editions: CompleteEditionFiles[]) {
  const report = new ContentReport();
  const built = buildEditions(editions, rankingFile, report);
  return { built, report, warnings: report.warnings.map(formatProblem) };
}

describe('buildEditions', () => {
  it('parses the rows into typed participants, in ranking.json’s order, and keeps the rows as written', () => {
    const { built } = build(
      files(2026, [
        participantRow('sika', { rankOverall: '2', totalVR: '80,5' }),
        participantRow('abb', { rankOverall: '1', certificate: '*' }),
      ]),
    );
    const [edition] = built;
    expect(edition?.year).toBe(2026);
    expect(edition?.participants.map((p) => [p.ref, p.rankOverall])).toEqual([
      ['sika', 2],
      ['abb', 1],
    ]);
    expect(edition?.byRef.get('sika')?.totalVR).toBe(80.5);
    expect(edition?.byRef.get('abb')?.certificate).toBe(true);
    expect(edition?.rows.get('sika')?.totalVR).toBe('80,5');
    expect(edition?.awards).toBe(awards);
    expect(edition?.texts).toBe(texts);
  });

  it('takes the previous ranks from the edition of the year before', () => {
    const { built } = build(
      files(2026, [
        participantRow('sika', { rankVR: '2', rankDS: '1', rankOverall: '1' }),
        participantRow('abb', { rankVR: '1', rankOverall: '2', prevYearVR: '', prevYearDS: '' }),
      ]),
      files(2025, [participantRow('sika', { rankVR: '6', rankDS: '*', rankOverall: '4' })]),
    );
    const [current, previous] = built;
    expect(current?.previousFromEdition).toBe(true);
    expect(current?.byRef.get('sika')).toMatchObject({ prevYearVR: 6, prevYearDS: '*', prevYearOverall: 4 });
    // abb is not in 2025: new, so no previous ranks at all.
    expect(current?.byRef.get('abb')).toMatchObject({ prevYearVR: null, prevYearDS: null, prevYearOverall: null });
    // The statistics are of the resolved participants: two ranked overall in 2026, one in 2025.
    expect(current?.statistics.rankedCounts.overall).toBe(2);
    expect(previous?.statistics.rankedCounts.overall).toBe(1);
    expect(previous?.previousFromEdition).toBe(false);
  });

  it('falls back to the rows’ prevYear fields when the year before is absent', () => {
    // 2024 is on the site but 2025 is not: 2026 has no edition before it.
    const { built, warnings } = build(
      files(2026, [participantRow('sika', { rankVR: '2', prevYearVR: '9', prevYearDS: '999' })]),
      files(2024, [participantRow('sika', { rankVR: '1' })]),
    );
    expect(built[0]?.previousFromEdition).toBe(false);
    expect(built[0]?.byRef.get('sika')).toMatchObject({ prevYearVR: 9, prevYearDS: null });
    expect(built[0]?.byRef.get('sika')?.prevYearOverall).toBeUndefined();
    expect(warnings).toEqual([]);
  });

  it('warns about a prevYear field the edition before contradicts, naming the file, row and field', () => {
    const { built, report, warnings } = build(
      files(2026, [
        participantRow('abb', { prevYearVR: '1' }),
        participantRow('sika', { prevYearVR: '5', prevYearDS: '3' }),
      ]),
      files(2025, [participantRow('abb', { rankVR: '1' }), participantRow('sika', { rankVR: '4', rankDS: '3' })]),
    );
    expect(report.errors).toEqual([]);
    expect(warnings).toEqual([
      'content/editions/2026/ranking.json row 2 (ref "sika") prevYearVR: 5 differs from the 2025 edition (4); the page shows the movement from the 2025 edition',
    ]);
    // The page shows the 2025 edition's rank, not the row's.
    expect(built[0]?.byRef.get('sika')?.prevYearVR).toBe(4);
  });

  it('says when the company was not in the edition before', () => {
    const { warnings } = build(
      files(2026, [participantRow('new-co', { prevYearDS: '12' })]),
      files(2025, [participantRow('sika')]),
    );
    expect(warnings).toEqual([
      'content/editions/2026/ranking.json row 1 (ref "new-co") prevYearDS: 12 differs from the 2025 edition (not in it); the page shows the movement from the 2025 edition',
    ]);
  });

  it('takes an empty prevYear field as no claim', () => {
    const { warnings } = build(
      files(2026, [participantRow('sika', { prevYearVR: '', prevYearDS: '' })]),
      files(2025, [participantRow('sika', { rankVR: '4', rankDS: '3' })]),
    );
    expect(warnings).toEqual([]);
  });

  it('keeps the editions in the order given (newest first)', () => {
    const { built } = build(files(2026, []), files(2025, []), files(2024, []));
    expect(built.map((e) => e.year)).toEqual([2026, 2025, 2024]);
    expect(built.map((e) => e.previousFromEdition)).toEqual([true, true, false]);
  });
});
