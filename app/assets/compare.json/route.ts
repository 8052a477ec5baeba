import { compareFile } from '@/lib/compare/compare-file';
import { loadContent } from '@/lib/content/load';

/**
 * /assets/compare.json: what the comparison page's island shows of the current edition's
 * companies, with their ranks in every edition up to it (lib/compare/data describes the layout).
 */
export const dynamic = 'force-static';

export function GET() {
  const { current, editions, histories } = loadContent();
  const years = editions.map((edition) => edition.year);
  return Response.json(compareFile(current, years, histories));
}
