import { readCompareData } from '@/lib/compare/read-data';
import type { CompareData } from '@/lib/compare/data';

/** Where the build publishes the comparison's data (app/assets/compare.json). */
export const COMPARE_DATA_URL = '/assets/compare.json';

/** The comparison's data, fetched once; undefined when it cannot be had (network, status, shape). */
export async function loadCompareData(url: string = COMPARE_DATA_URL): Promise<CompareData | undefined> {
  try {
    const response = await fetch(url);
    return response.ok ? readCompareData(await response.json()) : undefined;
  } catch {
    return undefined;
  }
}
