import { openDataXlsxResponse } from '@/app/_routing/open-data';

export const dynamic = 'force-static';

/** /open-data/editions.en.xlsx: every edition's ranking as a workbook headed in English (docs/open-data.md). */
export function GET(): Promise<Response> {
  return openDataXlsxResponse('editions', 'en-GB');
}
