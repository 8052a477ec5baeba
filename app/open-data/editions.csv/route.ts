import { editionsOpenData } from '@/app/_routing/open-data';
import { openDataEditionsCsv } from '@/lib/ranking/open-data';

export const dynamic = 'force-static';

/** /open-data/editions.csv: every edition's ranking in one table (columns in docs/open-data.md). */
export function GET(): Response {
  return new Response(openDataEditionsCsv(editionsOpenData()), {
    headers: { 'Content-Type': 'text/csv; charset=utf-8' },
  });
}
