import { editionInfo } from './edition-info';

describe('editionInfo', () => {
  it('gives the current edition no year in its addresses', () => {
    expect(editionInfo(2026, 2026)).toEqual({ year: 2026, currentYear: 2026 });
    expect(editionInfo(2026, 2026).archivedYear).toBeUndefined();
  });

  it('puts an archived edition’s year in its addresses', () => {
    expect(editionInfo(2025, 2026)).toEqual({ year: 2025, archivedYear: 2025, currentYear: 2026 });
  });

  it('archives also an edition newer than the current one', () => {
    // A new edition can be prepared before site.json makes it current.
    expect(editionInfo(2027, 2026)).toEqual({ year: 2027, archivedYear: 2027, currentYear: 2026 });
  });
});
