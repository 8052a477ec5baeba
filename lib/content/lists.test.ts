import { listOrEmpty } from './lists';

describe('listOrEmpty (spec section 8)', () => {
  let warn: jest.SpyInstance;
  beforeEach(() => {
    warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('returns a present list unchanged, without warning', () => {
    const list = [1, 2];
    expect(listOrEmpty(list, 'de-CH a.b')).toBe(list);
    expect(listOrEmpty([], 'de-CH a.c')).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns once per missing list and returns []', () => {
    expect(listOrEmpty(undefined, 'de-CH footer.addresses')).toEqual([]);
    expect(listOrEmpty(undefined, 'de-CH footer.addresses')).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('de-CH footer.addresses');

    listOrEmpty(undefined, 'en-GB footer.addresses');
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
