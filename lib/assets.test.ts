import { assetUrl, isLocalAsset, participantImagePath, participantPdfPath } from './assets';

const storage = 'https://storage.example.ch/media/';

describe('assetUrl (spec section 7)', () => {
  it('keeps http(s) URLs', () => {
    expect(assetUrl('https://cdn.example.com/a.jpg', storage)).toBe('https://cdn.example.com/a.jpg');
    expect(assetUrl('http://cdn.example.com/a.jpg', storage)).toBe('http://cdn.example.com/a.jpg');
  });

  it('serves local prefixes from the site, root-relative', () => {
    expect(isLocalAsset('assets/ranking.json')).toBe(true);
    expect(isLocalAsset('/globalassets/x.json')).toBe(true);
    expect(isLocalAsset('globalassets/x.json')).toBe(true);
    expect(isLocalAsset('images/x.jpg')).toBe(false);
    expect(assetUrl('assets/i18n/de.json', storage)).toBe('/assets/i18n/de.json');
    expect(assetUrl('globalassets/a.pdf', storage)).toBe('/globalassets/a.pdf');
    expect(assetUrl('/globalassets/a.pdf', storage)).toBe('/globalassets/a.pdf');
  });

  it('loads everything else from the storage base', () => {
    expect(assetUrl('reports/sika.pdf', storage)).toBe('https://storage.example.ch/media/reports/sika.pdf');
    expect(assetUrl('/reports/sika.pdf', 'https://storage.example.ch')).toBe(
      'https://storage.example.ch/reports/sika.pdf',
    );
  });

  it('falls back to root-relative paths without a storage base', () => {
    expect(assetUrl('reports/sika.pdf')).toBe('/reports/sika.pdf');
    expect(assetUrl('/reports/sika.pdf', '')).toBe('/reports/sika.pdf');
  });

  it('never turns a path into another host (protocol-relative, backslash, tab)', () => {
    expect(assetUrl('//evil.example/a.jpg')).toBe('/evil.example/a.jpg');
    expect(assetUrl('/\\evil.example/a.jpg')).toBe('/evil.example/a.jpg');
    expect(assetUrl('\\\\evil.example/a.jpg')).toBe('/evil.example/a.jpg');
    expect(assetUrl('/\t/evil.example/a.jpg')).toBe('/evil.example/a.jpg');
    expect(assetUrl('javascript:alert(1)')).toBe('/javascript:alert(1)');
  });
});

describe('participant media', () => {
  it('are {token}{year}/{ref}.jpg and {token}{year}/{ref}.pdf', () => {
    expect(participantImagePath('globalassets/participants/', 'sika', 2026)).toBe(
      'globalassets/participants/2026/sika.jpg',
    );
    expect(participantPdfPath('reports/', 'ubs-group', 2025)).toBe('reports/2025/ubs-group.pdf');
  });

  it('encode the ref', () => {
    expect(participantImagePath('t/', 'a b', 2026)).toBe('t/2026/a%20b.jpg');
  });
});
