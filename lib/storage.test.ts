import { readStorage, writeStorage } from './storage';

describe('storage', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    window.localStorage.clear();
    window.sessionStorage.clear();
  });

  it('keeps the session area apart from the local one', () => {
    writeStorage('k', 'tab', 'session');
    expect(window.sessionStorage.getItem('k')).toBe('tab');
    expect(readStorage('k', 'session')).toBe('tab');
    expect(readStorage('k')).toBeNull();
  });

  it('reads and writes localStorage', () => {
    expect(readStorage('k')).toBeNull();
    writeStorage('k', 'v');
    expect(window.localStorage.getItem('k')).toBe('v');
    expect(readStorage('k')).toBe('v');
  });

  it('reads as unset when storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readStorage('k')).toBeNull();
  });

  it('swallows write failures', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => writeStorage('k', 'v')).not.toThrow();
    expect(setItem).toHaveBeenCalledWith('k', 'v');
  });
});
