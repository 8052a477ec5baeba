import { CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_KEY, LANGUAGE_KEY, consentState } from './consent';

describe('consent (spec section 4)', () => {
  it('uses the allowCookies key with 1 as consent', () => {
    expect(CONSENT_KEY).toBe('allowCookies');
    expect(CONSENT_ACCEPTED).toBe('1');
    expect(CONSENT_DECLINED).not.toBe('1');
    expect(LANGUAGE_KEY).toBe('currentLanguage');
  });

  it('is unset without a stored value', () => {
    expect(consentState(null)).toBe('unset');
    expect(consentState(undefined)).toBe('unset');
  });

  it("is accepted only for '1'", () => {
    expect(consentState('1')).toBe('accepted');
  });

  it('treats any other value as declined', () => {
    for (const value of ['0', '', 'true', 'yes', ' 1', '11']) expect(consentState(value)).toBe('declined');
  });
});
