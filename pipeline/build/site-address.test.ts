import { checkSiteAddress, localBuildOn, sampleDataFromSiteFile } from './site-address';

const real = (siteUrl: string | undefined, localBuild = false) =>
  checkSiteAddress({ siteUrl, sampleData: false, localBuild });
const sample = (siteUrl: string | undefined) => checkSiteAddress({ siteUrl, sampleData: true, localBuild: false });

describe('checkSiteAddress with sample data off', () => {
  it.each(['https://www.geschaeftsberichte-rating.ch', 'https://rating.example.ch/', ' https://example.ch '])(
    'accepts the public address %p',
    (url) => expect(real(url)).toBeNull(),
  );

  it.each([undefined, '', '   '])(
    'stops a build without an address (%p), naming the setting and where it goes',
    (url) => {
      const finding = real(url);
      expect(finding?.level).toBe('error');
      expect(finding?.message).toContain('NEXT_PUBLIC_SITE_URL is not set');
      expect(finding?.message).toContain('.env.local');
      expect(finding?.message).toContain('docs/deploy.md');
    },
  );

  it.each([
    'http://localhost:3000',
    'https://localhost',
    'http://127.0.0.1:8080',
    'http://[::1]:3000',
    'http://0.0.0.0:3000',
    'http://rating.local',
    'https://preview.localhost',
  ])('stops a build with the local address %s', (url) => {
    const finding = real(url);
    expect(finding?.level).toBe('error');
    expect(finding?.message).toContain(`"${url}"`);
    expect(finding?.message).toContain('NEXT_PUBLIC_SITE_URL');
    expect(finding?.message).toContain('LOCAL_BUILD=1');
  });

  it.each([
    ['http://www.example.ch', /https:\/\//],
    ['www.example.ch', /not an address/],
    ['ftp://example.ch', /https:\/\//],
    ['https://example.ch/rating', /without a path/],
    ['https://example.ch/?preview=1', /without a path/],
    ['https://user:secret@example.ch', /without a path/],
  ])('stops a build with %s', (url, reason) => {
    const finding = real(url);
    expect(finding?.level).toBe('error');
    expect(finding?.message).toMatch(reason);
  });

  it('lets LOCAL_BUILD=1 build with a local or missing address, warning that the build is not for publishing', () => {
    for (const url of [undefined, 'http://localhost:3343', 'https://localhost:8443']) {
      const finding = real(url, true);
      expect(finding?.level).toBe('warning');
      expect(finding?.message).toMatch(/do not publish/);
    }
    expect(real('https://www.example.ch', true)).toBeNull();
  });
});

describe('checkSiteAddress with sample data on', () => {
  it('warns, never stops, when the address is missing or local', () => {
    for (const url of [undefined, 'http://localhost:3000', 'http://127.0.0.1:3100']) {
      expect(sample(url)?.level).toBe('warning');
    }
  });

  it('warns that a public address would show invented results', () => {
    const finding = sample('https://www.example.ch');
    expect(finding?.level).toBe('warning');
    expect(finding?.message).toContain('sample data');
    expect(finding?.message).toContain('https://www.example.ch');
  });
});

describe('localBuildOn', () => {
  it.each([
    ['1', true],
    ['true', true],
    [' TRUE ', true],
    ['0', false],
    ['', false],
    ['yes', false],
    [undefined, false],
  ])('%p → %p', (value, on) => expect(localBuildOn(value)).toBe(on));
});

describe('sampleDataFromSiteFile', () => {
  it('reads the switch, absent meaning off, with SAMPLE_DATA overriding it', () => {
    expect(sampleDataFromSiteFile('{"sampleData": true, "currentEdition": 2026}', undefined)).toBe(true);
    expect(sampleDataFromSiteFile('{"sampleData": false}', undefined)).toBe(false);
    expect(sampleDataFromSiteFile('{"currentEdition": 2026}', undefined)).toBe(false);
    expect(sampleDataFromSiteFile('{"sampleData": true}', '0')).toBe(false);
    expect(sampleDataFromSiteFile('{"sampleData": false}', '1')).toBe(true);
  });

  it.each(['{"sampleData": tr', '[]', 'null', '{"sampleData": "yes"}'])('leaves %p to the content check', (text) =>
    expect(sampleDataFromSiteFile(text, undefined)).toBeUndefined(),
  );
});
