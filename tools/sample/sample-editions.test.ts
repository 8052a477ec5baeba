/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { awardsSchema } from '@/lib/content/awards-schema';
import { editionTextsSchema } from '@/lib/content/edition-texts-schema';
import { parseParticipant } from '@/lib/content/participant';
import { participantSchema, type ParticipantRow } from '@/lib/content/participant-schema';
import { diffKeys } from '@/lib/content/validate';
import { editionMethodProblems, rowMethodProblems } from '@/lib/content/method';
import { previousRankMismatches } from '@/lib/editions/previous-ranks';
import { editionStories } from './edition-story';
import { awardsOf, laudatioCopies } from './laudatio';
import { withCertificates } from './certificates';
import { latestEdition } from './latest-edition';
import { sampleEditions, type SampleEdition } from './sample-editions';

const editions = sampleEditions();
const byYear = new Map(editions.map((e) => [e.year, e]));
const edition = (year: number) => byYear.get(year) as SampleEdition;
const row = (year: number, ref: string) => edition(year).rows.find((r) => r.ref === ref);
const place = (value: string) => (/^\d+$/.test(value) && value !== '999' ? Number(value) : null);
const past = editions.filter((e) => e.year < 2026);
/** Each edition with the one after it. */
const pairs = (list: SampleEdition[]): [SampleEdition, SampleEdition][] =>
  list.slice(0, -1).map((e, i) => [e, list[i + 1] as SampleEdition]);

describe('sampleEditions', () => {
  it('writes five editions, 2022 to 2026, growing to 199 participants', () => {
    expect(editions.map((e) => [e.year, e.rows.length])).toEqual([
      [2022, 150],
      [2023, 165],
      [2024, 180],
      [2025, 190],
      [2026, 199],
    ]);
  });

  it('keeps the 2026 rows as they were, apart from last year’s ranks; the certificates follow the threshold', () => {
    const { rows } = latestEdition(199);
    const strip = (r: ParticipantRow) => ({ ...r, prevYearVR: '', prevYearDS: '' });
    const { threshold } = edition(2026);
    expect(edition(2026).rows.map(strip)).toEqual(withCertificates(rows, threshold).map(strip));
    // The hand-written 2026 awards.json carries the same threshold (the generator writes it there).
    const awards = JSON.parse(fs.readFileSync(path.join(__dirname, '../../content/editions/2026/awards.json'), 'utf8'));
    expect(awards.certificateThreshold).toBe(threshold);
  });

  it('writes only valid rows, refs unique in each edition', () => {
    for (const e of editions) {
      for (const r of e.rows) expect(participantSchema.safeParse(r).success).toBe(true);
      expect(new Set(e.rows.map((r) => r.ref)).size).toBe(e.rows.length);
      expect(new Set(e.rows.map((r) => r.id)).size).toBe(e.rows.length);
    }
  });

  it('gives every row the previous edition’s ranks as last year’s (the content check warns of none)', () => {
    for (const [before, after] of pairs(editions)) {
      const previous = new Map(before.rows.map((r) => [r.ref, parseParticipant(r)]));
      for (const r of after.rows) {
        expect(previousRankMismatches(parseParticipant(r), previous)).toEqual([]);
        const b = before.rows.find((x) => x.ref === r.ref);
        expect([r.prevYearVR, r.prevYearDS]).toEqual(b ? [b.rankVR, b.rankDS] : ['', '']);
      }
    }
  });

  it('ranks by totals, as the published method does: 1 + the number of higher totals, ties sharing a rank', () => {
    const cents = (value: string) => Math.round(Number(value.replace(',', '.')) * 100);
    for (const e of editions) {
      for (const [rank, score] of [
        ['rankVR', (r: ParticipantRow) => cents(r.totalVR)],
        ['rankDS', (r: ParticipantRow) => cents(r.totalDS)],
        ['rankOverall', (r: ParticipantRow) => cents(r.totalVR) + cents(r.totalDS)],
      ] as const) {
        const ranked = e.rows.filter((r) => place(r[rank]) !== null);
        for (const r of ranked) {
          const higher = ranked.filter((other) => score(other) > score(r)).length;
          expect({ ref: r.ref, rank: place(r[rank]) }).toEqual({ ref: r.ref, rank: higher + 1 });
        }
      }
    }
  });

  it('follows the published method in every row and edition, certificates from the edition’s threshold', () => {
    for (const e of editions) {
      const problems = [
        ...e.rows.flatMap((r) => rowMethodProblems(r).map((p) => `${r.ref} ${p.field}: ${p.message}`)),
        ...editionMethodProblems(e.rows, { threshold: e.threshold }).map(
          (p) => `${e.rows[p.index]?.ref} ${p.field}: ${p.message}`,
        ),
      ];
      expect({ year: e.year, problems }).toEqual({ year: e.year, problems: [] });
      // About 40 certificates a year, as the sample always had.
      const certified = e.rows.filter((r) => r.certificate === '*').length;
      expect(certified).toBeGreaterThanOrEqual(40);
      expect(certified).toBeLessThanOrEqual(45);
    }
  });

  it('lets ranks drift by a few places a year', () => {
    for (const [before, after] of pairs(editions)) {
      const moves = after.rows.flatMap((r) => {
        const b = before.rows.find((x) => x.ref === r.ref);
        const now = place(r.rankOverall);
        const then = b && place(b.rankOverall);
        return now !== null && then != null ? [Math.abs(now - then)] : [];
      });
      moves.sort((a, b) => a - b);
      expect(moves[Math.floor(moves.length / 2)]).toBeLessThanOrEqual(8);
      expect(moves.at(-1)).toBeLessThanOrEqual(25);
    }
  });

  it('has the edge cases in every past edition', () => {
    for (const e of past) {
      expect(e.rows.some((r) => r.rankVR === '' && r.totalVR === '')).toBe(true);
      expect(e.rows.some((r) => r.rankDS === '999' && r.rankOverall === '999')).toBe(true);
      expect(e.rows.some((r) => r.rankVR === '*' && r.rankDS === '*' && r.rankOverall === '*')).toBe(true);
      expect(e.rows.some((r) => r.url === '' && r.website.startsWith('https://'))).toBe(true);
      expect(e.rows.some((r) => r.url !== '' && !r.url.startsWith('http'))).toBe(true);
      expect(e.rows.some((r) => r.prevYearVR === '' && r.prevYearDS === '')).toBe(true);
      expect(e.rows.filter((r) => r.certificate === '*').every((r) => place(r.rankOverall)! <= 40)).toBe(true);
      expect(new Set(e.rows.map((r) => r.online))).toEqual(new Set(['', '1']));
    }
  });

  it('shows joins, leaves, a skipped year and the rename', () => {
    expect(row(2022, 'clariant')).toBeUndefined(); // new in 2026, as its laudatio says
    expect(row(2025, 'clariant')).toBeUndefined();
    expect([2022, 2023, 2024, 2025, 2026].map((y) => Boolean(row(y, 'credit-suisse-group-ag')))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect([2023, 2024, 2025].map((y) => Boolean(row(y, 'barry-callebaut-ag')))).toEqual([true, false, true]);
    expect(row(2022, 'avolta-ag')).toMatchObject({ pubRef: 'Dufry AG', company: 'Dufry AG' });
    expect(row(2022, 'avolta-ag')?.url + (row(2022, 'avolta-ag')?.website ?? '')).toContain('dufry');
    for (const y of [2023, 2024, 2025, 2026]) expect(row(y, 'avolta-ag')?.company).toBe('Avolta AG');
  });

  it('awards the places 1 to 3 of each past edition, as the story planned', () => {
    for (const e of past) {
      const awards = e.awards!;
      expect(awardsSchema.safeParse(awards).success).toBe(true);
      const story = editionStories[e.year]!;
      for (const { key, winners } of awards.winnerCategories) {
        expect(winners).toEqual(story.winners[key]);
        const field = { overall: 'rankOverall', valueReporting: 'rankVR', design: 'rankDS', text: null }[key];
        winners.forEach((ref, i) => {
          expect(row(e.year, ref)).toBeDefined();
          if (field) expect(row(e.year, ref)?.[field as 'rankVR']).toBe(String(i + 1));
        });
      }
      for (const { key, ref } of awards.specialMentions) {
        expect(ref).toBe(story.mentions[key]);
        expect(row(e.year, ref)).toBeDefined();
      }
    }
    // Not the same winners as 2026 (sika, geberit, swisscom) every year.
    expect(edition(2025).awards?.winnerCategories[0]?.winners).toEqual([
      'geberit',
      'sika',
      'die-schweizerische-post-ag',
    ]);
    // The 2026 laudatio of Geberit speaks of last year's first place in design.
    expect(row(2025, 'geberit')?.rankDS).toBe('1');
  });

  it('writes valid texts with the same keys in both languages, German without ß', () => {
    for (const e of past) {
      const de = e.texts!['de-CH'];
      const en = e.texts!['en-GB'];
      expect(editionTextsSchema.safeParse(de).success).toBe(true);
      expect(editionTextsSchema.safeParse(en).success).toBe(true);
      expect(diffKeys(de, en)).toEqual([]);
      expect(JSON.stringify(de)).not.toContain('ß');
      // The number of reports is filled in at build from the rows: never typed into the text.
      expect(de.pages.home.intro.rightIntro).toContain('<strong>{reports} Geschäftsberichte</strong>');
      expect(en.pages.home.intro.rightIntro).toContain('<strong>{reports} annual reports</strong>');
      expect(JSON.stringify([de.pages, en.pages])).not.toContain(String(e.rows.length));
      expect(de.pages.home.intro.navTitle).toBe(`Ausgabe ${e.year}`);
      for (const ref of Object.keys(de.laudatio)) expect(row(e.year, ref)).toBeDefined();
    }
  });

  it('has a laudatio for every 2025 winner and mention, and for the overall winners before', () => {
    const awards = edition(2025).awards!;
    const refs = new Set([
      ...awards.winnerCategories.flatMap((c) => c.winners),
      ...awards.specialMentions.map((m) => m.ref),
    ]);
    expect(Object.keys(edition(2025).texts!['de-CH'].laudatio).sort()).toEqual([...refs].sort());
    for (const e of past) {
      const overall = e.awards!.winnerCategories[0]!.winners;
      for (const ref of overall) {
        expect(e.texts!['en-GB'].laudatio[ref]?.images).toHaveLength(3);
      }
    }
    expect(edition(2025).texts!['de-CH'].laudatio.geberit?.subtitle).toBe(
      'Gesamtsieger 2025, Platz 1, und Design, Platz 1',
    );
    expect(edition(2025).texts!['en-GB'].laudatio['aryzta-ag']?.subtitle).toBe(
      'Special mention for value reporting 2025',
    );
  });

  it('uses every laudatio written, each for the awards it speaks of', () => {
    for (const [year, copies] of Object.entries(laudatioCopies)) {
      const e = edition(Number(year));
      for (const [ref, copy] of Object.entries(copies)) {
        expect(awardsOf(e.awards!, ref)).toEqual(copy.awards);
        expect(copy['de-CH'].paragraphs.length).toBeGreaterThanOrEqual(2);
        expect(copy['en-GB'].paragraphs.length).toBe(copy['de-CH'].paragraphs.length);
      }
    }
  });

  it('is deterministic', () => {
    expect(sampleEditions()).toEqual(editions);
  });

  it('makes synthetic histories for load tests, consistent as well', () => {
    const big = sampleEditions({ count: 2000, editions: 5 });
    expect(big.map((e) => e.rows.length)).toEqual([1760, 1820, 1880, 1940, 2000]);
    for (const [before, after] of pairs(big)) {
      const previous = new Map(before.rows.map((r) => [r.ref, parseParticipant(r)]));
      for (const r of after.rows) expect(previousRankMismatches(parseParticipant(r), previous)).toEqual([]);
    }
    for (const e of big.slice(0, -1)) {
      const refs = new Set(e.rows.map((r) => r.ref));
      const named = [
        ...e.awards!.winnerCategories.flatMap((c) => c.winners),
        ...e.awards!.specialMentions.map((m) => m.ref),
      ];
      for (const ref of named) expect(refs.has(ref)).toBe(true);
      for (const ref of Object.keys(e.texts!['de-CH'].laudatio)) expect(refs.has(ref)).toBe(true);
    }
  });
});
