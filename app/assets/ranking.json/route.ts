import { loadContent } from '@/lib/content/load';

/** Compatibility output (spec section 7): the validated participant rows at /assets/ranking.json. */
export const dynamic = 'force-static';

export function GET() {
  return Response.json(loadContent().participants);
}
