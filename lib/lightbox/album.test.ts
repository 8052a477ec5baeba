import { ALBUM_ERRORS, validateAlbum } from './album';

/** The album's three validation messages, word for word. */
describe('validateAlbum', () => {
  const album = [
    { src: '/a.jpg', alt: 'A' },
    { src: '/b.jpg', alt: 'B' },
    { src: '/c.jpg', alt: 'C' },
  ];

  it('uses the spec’s exact messages', () => {
    expect(ALBUM_ERRORS).toEqual({
      album: 'No album data or album data is not correct in type',
      source: 'One of the album data does not have source data',
      index: 'Current image index is not a number',
    });
  });

  it.each([
    ['undefined', undefined],
    ['null', null],
    ['an empty list', []],
    ['an object', { src: '/a.jpg' }],
    ['a string', '/a.jpg'],
  ])('rejects %s as album', (_label, value) => {
    expect(() => validateAlbum(value, 0)).toThrow(new Error('No album data or album data is not correct in type'));
  });

  it.each([
    ['no src', { alt: 'x' }],
    ['an empty src', { src: '', alt: 'x' }],
    ['a blank src', { src: '  ', alt: 'x' }],
    ['a numeric src', { src: 3, alt: 'x' }],
    ['null', null],
  ])('rejects an item with %s', (_label, item) => {
    expect(() => validateAlbum([...album, item], 0)).toThrow(
      new Error('One of the album data does not have source data'),
    );
  });

  it.each([
    ['a string', '1'],
    ['NaN', Number.NaN],
    ['undefined', undefined],
    ['null', null],
  ])('rejects %s as index', (_label, index) => {
    expect(() => validateAlbum(album, index)).toThrow(new Error('Current image index is not a number'));
  });

  it('checks the album before the index', () => {
    expect(() => validateAlbum([], 'x')).toThrow(ALBUM_ERRORS.album);
    expect(() => validateAlbum([{}], 'x')).toThrow(ALBUM_ERRORS.source);
  });

  it('accepts a valid album and keeps the index', () => {
    expect(validateAlbum(album, 2)).toEqual({ album, index: 2 });
  });

  it('clamps an index outside the album to the nearest image', () => {
    expect(validateAlbum(album, -4).index).toBe(0);
    expect(validateAlbum(album, 7).index).toBe(2);
    expect(validateAlbum(album, 1.7).index).toBe(1);
  });
});
