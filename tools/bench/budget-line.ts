import type { BudgetLine, PageFigures } from './types';

/** One PASS/FAIL/SKIP line of the budgets and its formatting helpers (pure). 1 kB = 1,000 bytes. */
export const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value: number) => `${Math.round(value)} ms`;
export const pageName = (p: PageFigures) => `${p.target.key} ${p.target.locale}`;

/** `pass` undefined: not measured (SKIP). `over`: how far off, shown for a FAIL. */
export function line(
  area: string,
  item: string,
  limit: string,
  actual: string,
  pass: boolean | undefined,
  over?: string,
): BudgetLine {
  const status = pass === undefined ? 'SKIP' : pass ? 'PASS' : 'FAIL';
  return { area, item, limit, actual, status, ...(status === 'FAIL' && over ? { over } : {}) };
}
