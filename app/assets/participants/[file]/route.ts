import { findParticipant, loadParticipants } from '@/lib/content/load';

/** Compatibility output (spec section 7): one participant row at /assets/participants/{ref}.json. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return loadParticipants().map((p) => ({ file: `${p.ref}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const participant = findParticipant(file.replace(/\.json$/, ''));
  if (!participant) return new Response('Not found', { status: 404 });
  return Response.json(participant);
}
