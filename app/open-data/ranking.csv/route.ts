import { currentOpenData } from '@/app/_routing/open-data';
import { openDataCsv } from '@/lib/ranking/open-data';

export const dynamic = 'force-static';

/** /open-data/ranking.csv: the current ranking as open data (columns in the README). */
export function GET(): Response {
  return new Response(openDataCsv(currentOpenData()), { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
}
