import type { RankingRow } from '../row';

/** A ranking row for tests: every field empty except the ones given. */
export function row(fields: Partial<RankingRow> & { company: string }): RankingRow {
  return {
    ref: fields.company.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    rankVR: '',
    rankDS: '',
    rankOverall: '',
    totalVR: '',
    totalDS: '',
    prevYearVR: '',
    prevYearDS: '',
    certificate: '',
    ...fields,
  };
}
