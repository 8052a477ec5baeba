import { IntroFirstFrame } from './IntroFirstFrame';
import { IntroOverlay } from './IntroOverlay';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { INTRO_ANIMATION_URL } from '@/lib/intro/mark';
import { introPrePaintScript } from '@/lib/intro/prePaintScript';

/**
 * The home page's intro animation: an inline script that decides before the first paint whether
 * it plays (lib/intro/prePaintScript), then the overlay island. Place it at the start of <body>,
 * before the page, so the decision runs before anything is painted. `redirectLanguage`: see
 * lib/intro/prePaintScript.
 */
export function IntroAnimation({ locale, redirectLanguage }: { locale: Locale; redirectLanguage?: string }) {
  const texts = loadMessages(locale).editorial.introAnimation;
  return (
    <>
      {/* eslint-disable-next-line react/no-danger -- a constant script, not content. */}
      <script dangerouslySetInnerHTML={{ __html: introPrePaintScript({ redirectLanguage }) }} />
      <IntroOverlay src={INTRO_ANIMATION_URL} skipHint={texts.skip}>
        <IntroFirstFrame />
      </IntroOverlay>
    </>
  );
}
