/** @jest-environment node */
import { contentType, servedFileTypes, servedTypes } from '../server/resolve';

describe('servedTypes', () => {
  const types = servedTypes();
  const byExtension = (extension: string) => types.find((t) => t.extensions.includes(extension));

  it('splits the charset off the types the bundled server sends with one', () => {
    expect(byExtension('html')).toMatchObject({ mime: 'text/html', utf8: true, compressible: true });
    expect(byExtension('txt')).toMatchObject({ mime: 'text/plain', utf8: true, compressible: true });
    expect(byExtension('js')).toMatchObject({ mime: 'text/javascript', utf8: true });
    expect(byExtension('svg')).toMatchObject({ mime: 'image/svg+xml', utf8: false, compressible: true });
    expect(byExtension('jpg')).toMatchObject({ mime: 'image/jpeg', utf8: false, compressible: false });
  });

  it('groups extensions of one type and leaves out what the server does not know', () => {
    expect(byExtension('jpeg')).toBe(byExtension('jpg'));
    expect(types.flatMap((t) => t.extensions)).not.toContain('wasm');
    expect(new Set(types.map((t) => t.mime)).size).toBe(types.length);
  });

  it('rebuilds exactly the content type of the bundled server for every extension', () => {
    for (const type of types) {
      for (const extension of type.extensions) {
        expect(`${type.mime}${type.utf8 ? '; charset=utf-8' : ''}`).toBe(contentType(`a.${extension}`));
      }
    }
  });

  it('gives the Atom feeds their own type, compressed, and leaves other .xml files plain XML', () => {
    expect(servedFileTypes()).toEqual([
      { file: 'feed.xml', mime: 'application/atom+xml', utf8: true, compressible: true },
      { file: 'en/feed.xml', mime: 'application/atom+xml', utf8: true, compressible: true },
    ]);
    expect(contentType('feed.xml')).toBe('application/atom+xml; charset=utf-8');
    expect(contentType('en/feed.xml')).toBe('application/atom+xml; charset=utf-8');
    expect(contentType('sitemap.xml')).toBe('application/xml; charset=utf-8');
    expect(contentType('teilnehmer/feed.xml')).toBe('application/xml; charset=utf-8');
  });
});
