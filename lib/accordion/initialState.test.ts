import { initialOpenStates, isInitiallyOpen } from './initialState';

describe('isInitiallyOpen (accordion section: closed or active)', () => {
  it('is closed when neither isActive nor accordionState says otherwise', () => {
    expect(isInitiallyOpen({})).toBe(false);
    expect(isInitiallyOpen({ isActive: false })).toBe(false);
  });

  it('opens the section marked isActive', () => {
    expect(isInitiallyOpen({ isActive: true })).toBe(true);
  });

  it('follows accordionState when it is set, also against isActive', () => {
    expect(isInitiallyOpen({ accordionState: 'active' })).toBe(true);
    expect(isInitiallyOpen({ accordionState: 'closed' })).toBe(false);
    expect(isInitiallyOpen({ accordionState: 'active', isActive: false })).toBe(true);
    expect(isInitiallyOpen({ accordionState: 'closed', isActive: true })).toBe(false);
  });
});

describe('initialOpenStates', () => {
  it('keeps the order of the sections and allows several open ones', () => {
    expect(
      initialOpenStates([{}, { isActive: true }, { accordionState: 'closed' }, { accordionState: 'active' }]),
    ).toEqual([false, true, false, true]);
  });

  it('gives an empty list for no sections', () => {
    expect(initialOpenStates([])).toEqual([]);
  });
});
