import { isLocalSiteUrl, sampleDataOn } from './sample-data';

describe('sampleDataOn', () => {
  it('follows content/site.json, absent meaning off', () => {
    expect(sampleDataOn({ sampleData: true }, undefined)).toBe(true);
    expect(sampleDataOn({ sampleData: false }, undefined)).toBe(false);
    expect(sampleDataOn({}, undefined)).toBe(false);
  });

  it('lets SAMPLE_DATA override the file either way', () => {
    expect(sampleDataOn({ sampleData: true }, '0')).toBe(false);
    expect(sampleDataOn({ sampleData: true }, 'false')).toBe(false);
    expect(sampleDataOn({ sampleData: false }, '1')).toBe(true);
    expect(sampleDataOn({}, ' TRUE ')).toBe(true);
  });

  it.each(['', 'yes', 'off', '2', 'null'])('ignores the override %p', (value) => {
    expect(sampleDataOn({ sampleData: true }, value)).toBe(true);
    expect(sampleDataOn({ sampleData: false }, value)).toBe(false);
  });
});

describe('isLocalSiteUrl', () => {
  it.each([
    'http://localhost:3000',
    'http://127.0.0.1:3100',
    'http://[::1]:8080',
    'https://preview.localhost',
    'http://0.0.0.0:3000',
    'http://[::]:3000',
    'http://rating.local',
    'http://LOCALHOST:3000',
  ])('counts %s as local', (url) => expect(isLocalSiteUrl(url)).toBe(true));

  it.each([
    'https://www.geschaeftsberichte-rating.ch',
    'http://192.168.1.5',
    'https://localhost.example.com',
    'https://local.example.ch',
    'nonsense',
  ])('counts %s as public (or unknown)', (url) => expect(isLocalSiteUrl(url)).toBe(false));
});
