import { createHash } from 'node:crypto';
import { inlineScripts, scriptHash } from './inline-scripts';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScripts', () => {
  it('finds inline scripts and skips external ones and data blocks', () => {
    const html = [
      '<script src="/_next/a.js" async=""></script>',
      '<script>self.__next_f.push([1])</script>',
      '<script id="_R_">go()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type="module">m()</script>',
      '<SCRIPT>upper()</SCRIPT >',
    ].join('');
    expect(inlineScripts(html).map((script) => script.body)).toEqual([
      'self.__next_f.push([1])',
      'go()',
      'm()',
      'upper()',
    ]);
  });

  it('keeps an empty inline script (browsers run it, so it needs a hash too)', () => {
    expect(inlineScripts('<script></script>')).toHaveLength(1);
  });
});

describe('scriptHash', () => {
  it('is the base64 SHA-256 of the exact text', () => {
    expect(scriptHash('alert(1)')).toBe(sha('alert(1)'));
    expect(scriptHash('alert(1) ')).not.toBe(sha('alert(1)'));
  });

  it('hashes what the browser sees: CRLF becomes LF', () => {
    expect(scriptHash('a()\r\nb()\rc()')).toBe(sha('a()\nb()\nc()'));
  });

  it('hashes non-ASCII text as UTF-8', () => {
    expect(scriptHash('"Zürich"')).toBe(sha('"Zürich"'));
  });
});
