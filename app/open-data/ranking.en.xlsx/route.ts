import { openDataXlsxResponse } from '@/app/_routing/open-data';

export const dynamic = 'force-static';

/** /open-data/ranking.en.xlsx: the current ranking as a workbook headed in English (docs/open-data.md). */
export function GET(): Promise<Response> {
  return openDataXlsxResponse('ranking', 'en-GB');
}
