import { expectedPageCount } from './page-count';
import { locales } from '../../lib/i18n/locales';

const edition = (year: number, refs: string[]) => ({ year, participants: refs.map((ref) => ({ ref })) });
const count = (editions: ReturnType<typeof edition>[], currentYear = 2026) =>
  expectedPageCount({ editions, current: { year: currentYear } } as unknown as Parameters<typeof expectedPageCount>[0]);

describe('expectedPageCount', () => {
  it('adds a page per language for each participant of the current edition', () => {
    expect(count([edition(2026, ['a', 'b'])]) - count([edition(2026, ['a'])])).toBe(locales.length);
  });

  it('adds the winners, ranking and special-mention pages and the participants of an archived edition', () => {
    const withArchive = count([edition(2026, ['a']), edition(2025, ['a', 'b'])]);
    expect(withArchive - count([edition(2026, ['a'])])).toBe((3 + 2) * locales.length);
  });
});
