import { loadContent } from '@/lib/content/load';

/** Compatibility output (spec section 7): one participant row at /assets/participants/{ref}.json. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return loadContent().participants.map((p) => ({ file: `${p.ref}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const participant = loadContent().participantsByRef.get(file.replace(/\.json$/, ''));
  if (!participant) return new Response('Not found', { status: 404 });
  return Response.json(participant);
}
