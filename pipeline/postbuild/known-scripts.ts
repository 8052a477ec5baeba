import { storedLanguageRedirectScript } from '../../lib/i18n/redirect-script';
import { localeCodes } from '../../lib/i18n/locales';
import { introPrePaintScript } from '../../lib/intro/prePaintScript';
import { consentPrePaintScript } from '../../lib/consent';
import { isRecord } from '../../lib/content/lists';

/**
 * Which inline scripts a finished page may contain. Every inline script is allowed by its hash,
 * so each must be one of Next's own (payload chunk or chunk list, only JSON inside) or one of the
 * site's constant scripts; anything else means content broke out of its HTML, and the build fails.
 */
export const NEXT_F_INIT = '(self.__next_f=self.__next_f||[]).push([0])';
export const NEXT_F_PUSH = /^self\.__next_f\.push\(([\s\S]*)\)$/;
export const TURBOPACK_PUSH =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\(([\s\S]*)\);?$/;

/** The JSON value a script pushes (`pattern`: NEXT_F_PUSH, TURBOPACK_PUSH); undefined when it pushes none. */
export function pushedValue(pattern: RegExp, body: string): unknown {
  const pushed = pattern.exec(body)?.[1];
  try {
    return pushed === undefined ? undefined : (JSON.parse(pushed) as unknown);
  } catch {
    return undefined;
  }
}

const isPrimitive = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The site's own inline scripts, in every variant a page can carry. */
export function siteScripts(): Set<string> {
  const scripts = new Set<string>([storedLanguageRedirectScript(), introPrePaintScript(), consentPrePaintScript()]);
  for (const locale of localeCodes) scripts.add(introPrePaintScript({ redirectLanguage: locale }));
  return scripts;
}

export function isKnownInlineScript(body: string, site: ReadonlySet<string>): boolean {
  if (body === NEXT_F_INIT || site.has(body)) return true;
  // The two patterns exclude each other: a payload push is never a chunk list.
  const payload = pushedValue(NEXT_F_PUSH, body);
  if (Array.isArray(payload)) return payload.every(isPrimitive);
  return isRecord(pushedValue(TURBOPACK_PUSH, body));
}
