import { isKnownInlineScript, siteScripts } from './known-scripts';
import { introPrePaintScript } from '../../lib/intro/prePaintScript';
import { storedLanguageRedirectScript } from '../../lib/i18n/redirect-script';
import { consentPrePaintScript } from '../../lib/consent';

describe('isKnownInlineScript', () => {
  const site = siteScripts();

  it.each([
    '(self.__next_f=self.__next_f||[]).push([0])',
    'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n2:I[123,[],\\"default\\"]\\n"])',
    'self.__next_f.push([2,null])',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});',
  ])('accepts Next’s own script %#', (body) => {
    expect(isKnownInlineScript(body, site)).toBe(true);
  });

  it('accepts the site’s own scripts', () => {
    expect(isKnownInlineScript(storedLanguageRedirectScript(), site)).toBe(true);
    expect(isKnownInlineScript(introPrePaintScript({ redirectLanguage: 'en-GB' }), site)).toBe(true);
    expect(isKnownInlineScript(introPrePaintScript(), site)).toBe(true);
    expect(isKnownInlineScript(consentPrePaintScript(), site)).toBe(true);
  });

  it.each([
    'alert(1)',
    'self.__next_f.push([1,"x"]);alert(1)',
    'self.__next_f.push([1,"x"],alert(1))',
    'self.__next_f.push([1,{"a":1}])',
    '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push(alert(1));',
    `${storedLanguageRedirectScript()};alert(1)`,
    `${consentPrePaintScript()};alert(1)`,
    '',
  ])('refuses anything else %#', (body) => {
    expect(isKnownInlineScript(body, site)).toBe(false);
  });
});
