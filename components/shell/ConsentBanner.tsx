'use client';

import { useEffect, useState } from 'react';
import { CONSENT_ACCEPTED, CONSENT_DECLINED, CONSENT_KEY, consentState } from '@/lib/consent';
import { startTracking } from '@/lib/tracking';
import { readStorage, writeStorage } from '@/lib/storage';

export interface ConsentTexts {
  label: string;
  title: string;
  text: string;
  accept: string;
  decline: string;
  privacyLink: string;
}

/**
 * Cookie banner (spec section 4): a labelled, non-modal region until consent is decided.
 * Rendered only after hydration, from localStorage; it is fixed to the viewport, so its
 * appearance shifts no layout.
 */
export function ConsentBanner({ gtmId, privacyHref, texts }: { gtmId: string | null; privacyHref: string; texts: ConsentTexts }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const state = consentState(readStorage(CONSENT_KEY));
    if (state === 'accepted') startTracking(gtmId);
    // Reading localStorage is only possible after hydration; the banner then appears.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setVisible(state === 'unset');
  }, [gtmId]);

  if (!visible) return null;

  const decide = (value: string) => {
    writeStorage(CONSENT_KEY, value);
    setVisible(false);
    if (value === CONSENT_ACCEPTED) startTracking(gtmId);
  };

  return (
    <section className="consent" role="region" aria-label={texts.label}>
      <div className="consent__inner">
        <div className="consent__copy">
          <h2 className="consent__title">{texts.title}</h2>
          <p className="consent__text">
            {texts.text} <a href={privacyHref}>{texts.privacyLink}</a>
          </p>
        </div>
        <div className="consent__actions">
          <button type="button" className="button" onClick={() => decide(CONSENT_DECLINED)}>
            {texts.decline}
          </button>
          <button type="button" className="button" onClick={() => decide(CONSENT_ACCEPTED)}>
            {texts.accept}
          </button>
        </div>
      </div>
    </section>
  );
}
