import { loadContent } from '@/lib/content/load';

/**
 * Compatibility output: one participant row of the current edition, as the
 * content files hold it, at /assets/participants/{ref}.json.
 */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return [...loadContent().current.rows.keys()].map((ref) => ({ file: `${ref}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const row = loadContent().current.rows.get(file.replace(/\.json$/, ''));
  if (!row) return new Response('Not found', { status: 404 });
  return Response.json(row);
}
