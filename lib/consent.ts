/** Cookie consent in localStorage `allowCookies`: unset shows the banner, '1' tracks, anything else neither. */
export const CONSENT_KEY = 'allowCookies';
export const CONSENT_ACCEPTED = '1';
export const CONSENT_DECLINED = '0';

export type ConsentState = 'unset' | 'accepted' | 'declined';

export function consentState(stored: string | null | undefined): ConsentState {
  if (stored === null || stored === undefined) return 'unset';
  return stored === CONSENT_ACCEPTED ? 'accepted' : 'declined';
}

/** Language choice: localStorage key currentLanguage. */
export const LANGUAGE_KEY = 'currentLanguage';

/** The <html> attribute that shows the banner: set before the first paint while unset, then by the island. */
export const CONSENT_ATTRIBUTE = 'data-consent';
export const CONSENT_UNSET_VALUE = 'unset';

/** Shows the banner with the first paint; plain ES5, before any bundle; unreadable storage: the island decides. */
export function consentPrePaintScript(): string {
  return (
    '(function(){try{' +
    `if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})===null)` +
    `document.documentElement.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)},${JSON.stringify(CONSENT_UNSET_VALUE)})` +
    '}catch(e){}})()'
  );
}
