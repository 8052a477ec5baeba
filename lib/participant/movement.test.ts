import { rankMovement } from './movement';

describe('rankMovement', () => {
  it('moves up when the place number gets smaller', () => {
    expect(rankMovement(4, 8)).toEqual({ kind: 'up', by: 4, current: 4, previous: 8 });
  });

  it('moves down when the place number gets larger', () => {
    expect(rankMovement(10, 7)).toEqual({ kind: 'down', by: 3, current: 10, previous: 7 });
  });

  it('stays the same', () => {
    expect(rankMovement(1, 1)).toEqual({ kind: 'same', current: 1, previous: 1 });
  });

  it('is new when there is no previous-year place', () => {
    expect(rankMovement(12, null)).toEqual({ kind: 'new', current: 12 });
    expect(rankMovement(12, '*')).toEqual({ kind: 'new', current: 12 });
  });

  it('has nothing to compare when unranked this year', () => {
    expect(rankMovement(null, 5)).toEqual({ kind: 'none' });
    expect(rankMovement('*', 5)).toEqual({ kind: 'none' });
  });

  it('has nothing to compare when the previous rank is unknown', () => {
    // undefined: no previous edition on the site, unlike null (known, not ranked then).
    expect(rankMovement(3, undefined)).toEqual({ kind: 'none' });
  });
});
