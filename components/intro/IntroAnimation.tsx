import { IntroMark } from './IntroMark';
import { IntroOverlay } from './IntroOverlay';
import { InlineScript } from '@/components/shell/InlineScript';
import { introPrePaintScript } from '@/lib/intro/prePaintScript';

/**
 * The home page's intro: the inline script that decides before the first paint whether it plays
 * (lib/intro/prePaintScript), then the overlay island with the picture. At the start of <body>, so
 * the decision runs before anything is painted. `redirectLanguage`: see lib/intro/prePaintScript.
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
