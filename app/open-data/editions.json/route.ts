import { editionsOpenData } from '@/app/_routing/open-data';
import { openDataJson } from '@/lib/ranking/open-data';

export const dynamic = 'force-static';

/** /open-data/editions.json: every edition's ranking in one table (columns in docs/open-data.md). */
export function GET(): Response {
  return new Response(openDataJson(editionsOpenData()), {
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}
