/** @jest-environment node */
import de from '@/content/i18n/de-CH.json';
import en from '@/content/i18n/en-GB.json';
import { CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_KEY, LANGUAGE_KEY } from '@/lib/consent';
import { INTRO_STORAGE_KEY } from '@/lib/intro/suppression';
import { localeCodes } from '@/lib/i18n/locales';

/**
 * The privacy page must truly describe what the site stores: its texts are checked
 * against the keys and values the code uses, so renaming a storage key without updating the
 * notice fails here.
 */
const notices = { 'de-CH': de.pages.privacy.intro, 'en-GB': en.pages.privacy.intro };

describe.each(Object.entries(notices))('the privacy notice in %s', (_locale, intro) => {
  const text = intro.richText ?? '';

  it('names every localStorage key the site writes', () => {
    for (const key of [CONSENT_KEY, LANGUAGE_KEY, INTRO_STORAGE_KEY]) {
      expect(text).toContain(`<code>${key}</code>`);
    }
  });

  it('gives the consent values as the code stores them, and the languages one can choose', () => {
    expect(text).toMatch(new RegExp(`[«‘“]${CONSENT_ACCEPTED}[»’”]`));
    expect(text).toMatch(new RegExp(`[«‘“]${CONSENT_DECLINED}[»’”]`));
    for (const locale of localeCodes) expect(text).toContain(locale);
  });

  it('says that Google Tag Manager loads only after consent, and how to reach the controller', () => {
    expect(text).toContain('Google Tag Manager');
    expect(text).toMatch(/href="mailto:[^"@]+@[^"]+"/);
  });

  it('lists exactly the keys the site writes, no more and no fewer', () => {
    const keys = [...text.matchAll(/<dt><code>([^<]+)<\/code><\/dt>/g)].map((m) => m[1]);
    expect(keys.sort()).toEqual([CONSENT_KEY, INTRO_STORAGE_KEY, LANGUAGE_KEY].sort());
  });

  it('carries the date it was last updated', () => {
    expect(text).toMatch(/(Stand|Last updated): \d{1,2}\.? [A-ZÄÖÜa-zäöü]+ \d{4}/);
  });
});
