import { rankCell, scoreCell } from './sheet';

describe('rankCell and scoreCell', () => {
  it('keep numbers, "*" as text, and make not ranked or no points empty', () => {
    expect(rankCell(7)).toBe(7);
    expect(rankCell('*')).toBe('*');
    expect(rankCell(null)).toBeNull();
    expect(rankCell(undefined)).toBeNull();
    expect(scoreCell(41.25)).toBe(41.25);
    expect(scoreCell(0)).toBe(0);
    expect(scoreCell(null)).toBeNull();
  });
});
