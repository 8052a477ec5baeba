import { loadContent } from '@/lib/content/load';

/** Compatibility output for the original site's readers: the current edition's rows, as the content files hold them, at /assets/ranking.json. */
export const dynamic = 'force-static';

export function GET() {
  return Response.json([...loadContent().current.rows.values()]);
}
