import { storedLanguageRedirectScript } from '@/lib/i18n/redirect-script';

/**
 * On the German home page only: a visitor who chose English before is sent to /en before the
 * first paint. Client-side navigation does not run inline scripts, so links never pass through it.
 */
export function StoredLanguageRedirect() {
  const script = storedLanguageRedirectScript();
  // eslint-disable-next-line react/no-danger -- a constant script, not content.
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
