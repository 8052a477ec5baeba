import {
  CONSENT_ACCEPTED,
  CONSENT_DECLINED,
  CONSENT_KEY,
  LANGUAGE_KEY,
  consentPrePaintScript,
  consentState,
} from './consent';

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

describe('consentPrePaintScript', () => {
  const run = () => new Function(consentPrePaintScript())();
  beforeEach(() => {
    window.localStorage.clear();
    document.documentElement.removeAttribute('data-consent');
  });

  it('marks <html> when no choice is stored, the same rule as consentState', () => {
    run();
    expect(consentState(window.localStorage.getItem(CONSENT_KEY))).toBe('unset');
    expect(document.documentElement.getAttribute('data-consent')).toBe('unset');
  });

  it.each(['1', '0', 'junk', ''])('leaves <html> alone when %p is stored', (value) => {
    window.localStorage.setItem(CONSENT_KEY, value);
    run();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
  });

  it('does nothing, and throws nothing, when storage cannot be read', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    expect(run).not.toThrow();
    expect(document.documentElement.hasAttribute('data-consent')).toBe(false);
    spy.mockRestore();
  });
});
