import { websiteLabel, websiteUrl } from './website';

const site = (url: string, website = '') => websiteUrl({ url, website });

describe('websiteUrl', () => {
  it('keeps http and https addresses', () => {
    expect(site('https://www.sika.ch')).toBe('https://www.sika.ch/');
    expect(site('http://example.ch/bericht')).toBe('http://example.ch/bericht');
    expect(site('HTTPS://WWW.UBS.CH')).toBe('https://www.ubs.ch/');
  });

  it('prepends https:// when the value has no scheme', () => {
    expect(site('www.die-schweizerische-post.ch')).toBe('https://www.die-schweizerische-post.ch/');
    expect(site('  suva.ch/gb2025  ')).toBe('https://suva.ch/gb2025');
    expect(site('www.holcim.ch:8443/report')).toBe('https://www.holcim.ch:8443/report');
    expect(site('//www.swica.ch')).toBe('https://www.swica.ch/');
  });

  it('falls back to the website column when url is empty', () => {
    expect(site('', 'https://www.sgs.ch')).toBe('https://www.sgs.ch/');
    expect(site('   ', 'www.bachem.ch')).toBe('https://www.bachem.ch/');
  });

  it('prefers url to website', () => {
    expect(site('https://a.ch', 'https://b.ch')).toBe('https://a.ch/');
  });

  it('gives no link when both are empty', () => {
    expect(site('', '')).toBeNull();
  });

  it('never turns javascript:, data: or other schemes into links', () => {
    for (const value of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox',
      'mailto:info@sika.ch',
      'ftp://files.sika.ch',
      'file:///etc/passwd',
    ]) {
      expect(site(value)).toBeNull();
      expect(site('', value)).toBeNull();
    }
  });

  it('rejects values that are not web addresses', () => {
    expect(site('kein Link')).toBeNull();
    expect(site('https://')).toBeNull();
    expect(site('localhorst')).toBeNull();
    expect(site('https://user:pw@evil.ch')).toBeNull();
  });
});

describe('websiteLabel', () => {
  it('drops the scheme and a trailing slash', () => {
    expect(websiteLabel('https://www.sika.ch/')).toBe('www.sika.ch');
    expect(websiteLabel('https://suva.ch/gb2025/')).toBe('suva.ch/gb2025');
  });
});
