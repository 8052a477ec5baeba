/**
 * Cookie consent in localStorage `allowCookies`: unset shows the banner, '1' runs tracking, any
 * other value means no banner and no tracking.
 */
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

/**
 * The attribute on <html> that shows the cookie banner (CSS), set before the first paint by
 * consentPrePaintScript while the choice is unset, and by the banner island after that.
 */
export const CONSENT_ATTRIBUTE = 'data-consent';
export const CONSENT_UNSET_VALUE = 'unset';

/**
 * The inline script that shows the banner with the first paint instead of after hydration. Plain
 * ES5 (it runs before any bundle); storage it cannot read leaves the decision to the island.
 */
export function consentPrePaintScript(): string {
  return (
    '(function(){try{' +
    `if(localStorage.getItem(${JSON.stringify(CONSENT_KEY)})===null)` +
    `document.documentElement.setAttribute(${JSON.stringify(CONSENT_ATTRIBUTE)},${JSON.stringify(CONSENT_UNSET_VALUE)})` +
    '}catch(e){}})()'
  );
}
