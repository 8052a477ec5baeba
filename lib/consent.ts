/**
 * Cookie consent (spec section 4): localStorage key allowCookies. Unset: the banner shows.
 * '1': tracking runs. Any other value (the '0' that Decline stores, or junk): no banner, no
 * tracking.
 */
export const CONSENT_KEY = 'allowCookies';
export const CONSENT_ACCEPTED = '1';
export const CONSENT_DECLINED = '0';

export type ConsentState = 'unset' | 'accepted' | 'declined';

export function consentState(stored: string | null | undefined): ConsentState {
  if (stored === null || stored === undefined) return 'unset';
  return stored === CONSENT_ACCEPTED ? 'accepted' : 'declined';
}

/** Language choice (issue 2): localStorage key currentLanguage. */
export const LANGUAGE_KEY = 'currentLanguage';
