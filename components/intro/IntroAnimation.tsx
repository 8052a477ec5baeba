import { IntroMark } from './IntroMark';
import { IntroOverlay } from './IntroOverlay';
import { InlineScript } from '@/components/shell/InlineScript';
import { introPrePaintScript } from '@/lib/intro/prePaintScript';

/**
 * The home page's intro animation: an inline script that decides before the first paint whether
 * it plays (lib/intro/prePaintScript), then the overlay island with the picture. Place it at the
 * start of <body>, before the page, so the decision runs before anything is painted. `skipHint`:
 * the visible hint that a click or Escape skips it (editorial.introAnimation.skip).
 * `redirectLanguage`: see lib/intro/prePaintScript.
 */
export function IntroAnimation({ skipHint, redirectLanguage }: { skipHint: string; redirectLanguage?: string }) {
  return (
    <>
      <InlineScript code={introPrePaintScript({ redirectLanguage })} />
      <IntroOverlay skipHint={skipHint}>
        <IntroMark />
      </IntroOverlay>
    </>
  );
}
