/**
 * The sample's certificates, as the published method awards them: each edition has a threshold
 * (awards.json certificateThreshold), and every report whose overall total (totalVR + totalDS)
 * reaches it has the certificate, also one ranked separately ('*'). The sample sets the threshold
 * where about 40 reports reach it: the 40th best overall total of the ranked reports, rounded
 * down to a tenth of a point.
 */
import { cents } from './rank-drift';
import type { ParticipantRow } from '../../lib/content/participant-schema';

/** About this many reports reach the sample's thresholds. */
const CERTIFIED_PLACES = 40;

const points = (value: string) => (value.trim() === '' ? null : Number(value.replace(',', '.')));

/** totalVR + totalDS in hundredths, or null when the row lacks one of them. */
function overallCents(row: ParticipantRow): number | null {
  const vr = points(row.totalVR);
  const ds = points(row.totalDS);
  return vr === null || ds === null ? null : cents(vr) + cents(ds);
}

/** The edition's threshold in points: the 40th best overall total of the ranked rows, down to a tenth. */
export function sampleThreshold(rows: readonly ParticipantRow[]): number {
  const totals = rows
    .filter((row) => /^\d+$/.test(row.rankOverall) && row.rankOverall !== '999')
    .map(overallCents)
    .filter((t): t is number => t !== null)
    .sort((a, b) => b - a);
  const at = totals[Math.min(CERTIFIED_PLACES, totals.length) - 1] ?? 0;
  return Math.floor(at / 10) / 10;
}

/** The rows with the certificate set exactly where the overall total reaches the threshold. */
export function withCertificates(rows: readonly ParticipantRow[], threshold: number): ParticipantRow[] {
  const limit = Math.round(threshold * 100);
  return rows.map((row) => {
    const total = overallCents(row);
    return { ...row, certificate: total !== null && total >= limit ? '*' : '' };
  });
}
