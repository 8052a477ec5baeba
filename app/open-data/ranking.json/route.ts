import { currentOpenData } from '@/app/_routing/open-data';
import { openDataJson } from '@/lib/ranking/open-data';

export const dynamic = 'force-static';

/** /open-data/ranking.json: the current ranking as open data (columns in the README). */
export function GET(): Response {
  return new Response(openDataJson(currentOpenData()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
