import { participantRow, rankedRow } from './__fixtures__/participant';
import { editionMethodProblems, exactDecimal, rowMethodProblems } from './method';
import type { ParticipantRow } from './participant-fields';

/** A design detail that adds up: qualities 8 + 7 + 6 + 5 = 26, communication 4 × 7 = 28, media (6 + 7 + 8) / 3 = 7. */
const design: Partial<ParticipantRow> = {
  qualDS1: '8,00',
  qualDS2: '7,00',
  qualDS3: '6,00',
  qualDS4: '5,00',
  totalQualDS: '26,00',
  commDS1: '7,00',
  commDS2: '7,00',
  commDS3: '7,00',
  commDS4: '7,00',
  totalCommDS: '28,00',
  mediaDS1: '6,00',
  mediaDS2: '7,00',
  mediaDS3: '8,00',
  averageMedia: '7,00',
  // 26 + 28 + 2 × 7
  totalDS: '68,00',
};

const rowProblems = (overrides: Partial<ParticipantRow>) =>
  rowMethodProblems(participantRow('sika', { ...design, ...overrides })).map((p) => `${p.field}: ${p.message}`);

describe('exactDecimal', () => {
  it('reads decimal commas and points exactly, and nothing else', () => {
    expect(exactDecimal('53,19')).toEqual({ units: 5319n, scale: 2 });
    expect(exactDecimal(' 8.1 ')).toEqual({ units: 81n, scale: 1 });
    expect(exactDecimal('12')).toEqual({ units: 12n, scale: 0 });
    expect(exactDecimal('')).toBeNull();
    expect(exactDecimal('1.000,5')).toBeNull();
  });
});

describe('rowMethodProblems', () => {
  it('accepts a row whose figures follow the published method', () => {
    expect(rowProblems({})).toEqual([]);
  });

  it('accepts a report not rated for design: every design field empty', () => {
    const empty = Object.fromEntries(Object.keys(design).map((field) => [field, '']));
    expect(rowProblems(empty)).toEqual([]);
  });

  it('checks each group total against the sum of its four criteria', () => {
    expect(rowProblems({ totalQualDS: '27,00', totalDS: '69,00' })).toEqual([
      'totalQualDS: expected 26,00 (qualDS1 + qualDS2 + qualDS3 + qualDS4 = 8,00 + 7,00 + 6,00 + 5,00), found "27,00"',
    ]);
    expect(rowProblems({ commDS4: '7,50' })).toEqual([
      'totalCommDS: expected 28,50 (commDS1 + commDS2 + commDS3 + commDS4 = 7,00 + 7,00 + 7,00 + 7,50), found "28,00"',
    ]);
  });

  it('checks the media average against the mean of the three media criteria', () => {
    expect(rowProblems({ averageMedia: '7,50', totalDS: '69,00' })).toEqual([
      'averageMedia: expected 7,00 ((mediaDS1 + mediaDS2 + mediaDS3) / 3 = (6,00 + 7,00 + 8,00) / 3), found "7,50"',
    ]);
    // A mean that does not come out even: shown rounded to the hundredth, checked exactly.
    expect(rowProblems({ mediaDS3: '8,01', averageMedia: '7,10', totalDS: '68,20' })).toEqual([
      'averageMedia: expected 7,00 ((mediaDS1 + mediaDS2 + mediaDS3) / 3 = (6,00 + 7,00 + 8,01) / 3), found "7,10"',
    ]);
  });

  it('checks the design total against qualities + communication + 2 × the media average (Sika, 2026 sample)', () => {
    const sika = {
      totalQualDS: '33,81',
      totalCommDS: '35,20',
      averageMedia: '8,10',
      qualDS1: '7,94',
      qualDS2: '7,80',
      qualDS3: '9,65',
      qualDS4: '8,42',
      commDS1: '8,75',
      commDS2: '8,85',
      commDS3: '8,68',
      commDS4: '8,92',
      mediaDS1: '7,92',
      mediaDS2: '7,57',
      mediaDS3: '8,81',
      totalDS: '86,00',
    };
    expect(rowProblems(sika)).toEqual([
      'totalDS: expected 85,21 (totalQualDS + totalCommDS + 2 × averageMedia = 33,81 + 35,20 + 2 × 8,10), found "86,00"',
    ]);
    expect(rowProblems({ ...sika, totalDS: '85,21' })).toEqual([]);
  });

  it('passes a figure exactly 0.01 off and refuses one 0.011 off, in either direction', () => {
    // 68 is the exact design total; binary floating point would make 68 − 67.99 a little more than 0.01.
    expect(rowProblems({ totalDS: '68,01' })).toEqual([]);
    expect(rowProblems({ totalDS: '67,99' })).toEqual([]);
    expect(rowProblems({ totalDS: '68.010' })).toEqual([]);
    expect(rowProblems({ totalDS: '68,011' })).toEqual([
      'totalDS: expected 68,00 (totalQualDS + totalCommDS + 2 × averageMedia = 26,00 + 28,00 + 2 × 7,00), found "68,011"',
    ]);
    expect(rowProblems({ totalDS: '67,989' })).toHaveLength(1);
    // The mean: 0.01 off passes (3 × 0.01 on the sum), 0.011 does not.
    expect(rowProblems({ averageMedia: '7,01', totalDS: '68,02' })).toEqual([]);
    expect(rowProblems({ averageMedia: '6,989', totalDS: '67,978' })).toEqual([
      'averageMedia: expected 7,00 ((mediaDS1 + mediaDS2 + mediaDS3) / 3 = (6,00 + 7,00 + 8,00) / 3), found "6,989"',
    ]);
  });

  it('needs every part of a total: a gap, or a total without parts, cannot follow the method', () => {
    expect(rowProblems({ qualDS3: '' })).toEqual([
      'qualDS3: expected a score (the other parts of totalQualDS = qualDS1 + qualDS2 + qualDS3 + qualDS4 have one), found ""',
    ]);
    const noMedia = { mediaDS1: '', mediaDS2: '', mediaDS3: '' };
    expect(rowProblems(noMedia)).toEqual([
      'averageMedia: expected empty (mediaDS1, mediaDS2, mediaDS3 are empty: nothing to add up), found "7,00"',
    ]);
    expect(rowProblems({ totalDS: '' })).toEqual([
      'totalDS: expected 68,00 (totalQualDS + totalCommDS + 2 × averageMedia = 26,00 + 28,00 + 2 × 7,00), found ""',
    ]);
  });
});

/** An edition's rows with the given totals (value reporting, design) and stated ranks. */
const edition =
  (threshold?: number, ranks = true) =>
  (rows: ParticipantRow[]) =>
    editionMethodProblems(rows, { threshold, thresholdSource: 'awards.json', ranks }).map(
      (p) => `${rows[p.index]?.ref} ${p.field}: ${p.message}`,
    );

describe('editionMethodProblems: ranks', () => {
  it('accepts ranks that follow the totals', () => {
    expect(edition()([rankedRow('a', 1), rankedRow('b', 2), rankedRow('c', 3)])).toEqual([]);
  });

  it('gives equal totals one rank, and the next rank skips', () => {
    const rows = [rankedRow('a', 1), rankedRow('b', 2), rankedRow('c', 2), rankedRow('d', 4, { totalVR: '86,00' })];
    // b and c share place 2 (88 in value reporting, 78 in design); d comes 4th.
    expect(edition()(rows)).toEqual([]);
    const counted = [...rows.slice(0, 2), { ...rows[2]!, rankVR: '3' }, rows[3]!];
    expect(edition()(counted)).toEqual([
      'c rankVR: expected 2 (1 ranked row has a higher totalVR than 88,00; equal totals share a rank), found "3"',
    ]);
  });

  it('ranks overall by totalVR + totalDS', () => {
    // a: 80 + 70 = 150, b: 89 + 60 = 149: a is first overall though b leads in value reporting.
    const a = rankedRow('a', 1, { rankVR: '2', totalVR: '80,00' });
    const b = rankedRow('b', 2, { rankVR: '1', rankDS: '2', totalVR: '89,00' });
    const rows = [
      { ...a, totalDS: '70,00', ...designOf(70) },
      { ...b, totalDS: '60,00', ...designOf(60) },
    ];
    expect(edition()(rows)).toEqual([]);
    expect(
      edition()([
        { ...rows[0]!, rankOverall: '2' },
        { ...rows[1]!, rankOverall: '1' },
      ]),
    ).toEqual([
      'a rankOverall: expected 1 (0 ranked rows have a higher totalVR + totalDS than 150,00), found "2"',
      'b rankOverall: expected 2 (1 ranked row has a higher totalVR + totalDS than 149,00), found "1"',
    ]);
  });

  it('keeps * (ranked separately) out of the others’ ranks, and does not rank it', () => {
    const apart = rankedRow('apart', 1, { rankVR: '*', rankDS: '*', rankOverall: '*', totalVR: '95,00' });
    expect(edition()([apart, rankedRow('a', 1), rankedRow('b', 2)])).toEqual([]);
  });

  it('wants 999 or empty without the total, and a rank with it', () => {
    const unrated = participantRow('u', { rankVR: '3', rankDS: '999', rankOverall: '' });
    expect(edition()([rankedRow('a', 1), unrated])).toEqual([
      'u rankVR: expected 999 or empty (totalVR is empty: not rated in this part), found "3"',
    ]);
    const onlyVr = participantRow('v', { totalVR: '50,00', rankVR: '2', rankOverall: '5' });
    expect(edition()([rankedRow('a', 1), onlyVr])).toEqual([
      'v rankOverall: expected 999 or empty (totalVR or totalDS is empty: no overall total), found "5"',
    ]);
    const missing = rankedRow('b', 2, { rankDS: '999' });
    expect(edition()([rankedRow('a', 1), missing])).toEqual([
      'b rankDS: expected 2 (1 ranked row has a higher totalDS than 78,00), found "999"',
    ]);
  });

  it('takes 999 at its word for the 999th place of a large edition', () => {
    const rows = Array.from({ length: 1000 }, (_, i) => {
      const place = String(i + 1);
      const points = `${Math.floor((5000 - i) / 100)},${String((5000 - i) % 100).padStart(2, '0')}`;
      return participantRow(`r${place}`, {
        ...{ totalVR: points, totalDS: points, rankVR: place, rankDS: place, rankOverall: place },
      });
    });
    expect(rows[998]?.rankOverall).toBe('999');
    expect(edition()(rows)).toEqual([]);
  });

  it('leaves the ranks alone when told the rows are not the whole edition', () => {
    expect(editionMethodProblems([rankedRow('b', 2)], { ranks: false })).toEqual([]);
    expect(editionMethodProblems([rankedRow('b', 2)])).toHaveLength(3);
  });
});

describe('editionMethodProblems: certificates', () => {
  // rankedRow: place 1 has 89 + 79 = 168 points, place 15 has 75 + 65 = 140, place 16 has 138.
  // (Three rows out of an edition: their ranks are not checked here.)
  const certificates = (threshold?: number) => edition(threshold, false);
  it('wants the certificate exactly where totalVR + totalDS reaches the threshold', () => {
    const rows = [rankedRow('a', 1), rankedRow('b', 15), rankedRow('c', 16)];
    expect(rows.map((r) => r.certificate)).toEqual(['*', '*', '']);
    expect(certificates(140)(rows)).toEqual([]);
    expect(certificates(140.01)(rows)).toEqual([
      'b certificate: expected empty (totalVR + totalDS = 140,00 is below the certificate threshold 140,01 (awards.json)), found "*"',
    ]);
    expect(certificates(138)(rows)).toEqual([
      'c certificate: expected "*" (totalVR + totalDS = 138,00 reaches the certificate threshold 138,00 (awards.json)), found ""',
    ]);
  });

  it('gives no certificate without an overall total, and checks none without a threshold', () => {
    const unrated = participantRow('u', { certificate: '*' });
    expect(certificates(140)([unrated])).toEqual([
      'u certificate: expected empty (totalVR or totalDS is empty: no overall total to reach the threshold), found "*"',
    ]);
    expect(certificates(undefined)([unrated])).toEqual([]);
  });

  it('counts a report ranked separately (*) like any other', () => {
    const apart = rankedRow('apart', 1, { rankVR: '*', rankDS: '*', rankOverall: '*', certificate: '' });
    expect(certificates(140)([apart])).toEqual([
      'apart certificate: expected "*" (totalVR + totalDS = 168,00 reaches the certificate threshold 140,00 (awards.json)), found ""',
    ]);
  });
});

/** Design criteria that add up to `total` (every criterion total / 10). */
function designOf(total: number): Partial<ParticipantRow> {
  const c = (total / 10).toFixed(2).replace('.', ',');
  const group = (4 * (total / 10)).toFixed(2).replace('.', ',');
  return {
    qualDS1: c,
    qualDS2: c,
    qualDS3: c,
    qualDS4: c,
    totalQualDS: group,
    commDS1: c,
    commDS2: c,
    commDS3: c,
    commDS4: c,
    totalCommDS: group,
    mediaDS1: c,
    mediaDS2: c,
    mediaDS3: c,
    averageMedia: c,
  };
}
