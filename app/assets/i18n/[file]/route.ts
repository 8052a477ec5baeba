import { loadContent } from '@/lib/content/load';
import { localeCodes } from '@/lib/i18n/locales';

/** Compatibility output: the translation file per locale at /assets/i18n/{locale}.json. */
export const dynamic = 'force-static';
export const dynamicParams = false;

export function generateStaticParams() {
  return localeCodes.map((locale) => ({ file: `${locale}.json` }));
}

export async function GET(_request: Request, { params }: { params: Promise<{ file: string }> }) {
  const { file } = await params;
  const locale = localeCodes.find((code) => `${code}.json` === file);
  if (!locale) return new Response('Not found', { status: 404 });
  return Response.json(loadContent().messages[locale]);
}
