'use client';

import { useEffect, useState } from 'react';
import {
  CONSENT_ACCEPTED,
  CONSENT_ATTRIBUTE,
  CONSENT_DECLINED,
  CONSENT_KEY,
  CONSENT_UNSET_VALUE,
  consentState,
} from '@/lib/consent';
import type { Messages } from '@/lib/content/message-schema';
import { startTracking } from '@/lib/tracking';
import { readStorage, writeStorage } from '@/lib/storage';

/**
 * Cookie banner, a non-modal region in every page's HTML, shown by CSS while <html> has
 * data-consent="unset" (set by lib/consent's pre-paint script); after hydration the island
 * reads localStorage itself. Fixed to the viewport, so it shifts no layout.
 */
export function ConsentBanner({
  gtmId,
  privacyHref,
  texts,
}: {
  gtmId: string | null;
  privacyHref: string;
  texts: Messages['cookieBanner'];
}) {
  // Until hydration the server's markup stays, shown or hidden by the pre-paint attribute.
  const [decided, setDecided] = useState(false);

  useEffect(() => {
    const state = consentState(readStorage(CONSENT_KEY));
    if (state === 'accepted') startTracking(gtmId);
    showBanner(state === 'unset');
    // Reading localStorage is only possible after hydration.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setDecided(state !== 'unset');
  }, [gtmId]);

  if (decided) return null;

  const decide = (value: string) => {
    writeStorage(CONSENT_KEY, value);
    showBanner(false);
    setDecided(true);
    if (value === CONSENT_ACCEPTED) startTracking(gtmId);
  };

  return (
    <section className="consent" aria-label={texts.label}>
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

function showBanner(show: boolean) {
  if (show) document.documentElement.setAttribute(CONSENT_ATTRIBUTE, CONSENT_UNSET_VALUE);
  else document.documentElement.removeAttribute(CONSENT_ATTRIBUTE);
}
