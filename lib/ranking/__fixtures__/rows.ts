import type { RankingRow } from '../row';

/** A ranking row for tests: nothing ranked, no points, no certificate, no sector, except the fields given. */
export function row(fields: Partial<RankingRow> & { company: string }): RankingRow {
  return {
    ref: fields.company.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    rankVR: null,
    rankDS: null,
    rankOverall: null,
    totalVR: null,
    totalDS: null,
    prevYearVR: null,
    prevYearDS: null,
    prevYearOverall: undefined,
    certificate: false,
    sector: null,
    ...fields,
  };
}
