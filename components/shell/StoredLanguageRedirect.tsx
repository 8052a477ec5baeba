import { storedLanguageRedirectScript } from '@/lib/i18n/redirect-script';

/**
 * On the German home page only: a visitor who chose English before is sent to /en before the
 * first paint. Inline and tiny on purpose; links inside the site never pass through it, because
 * client-side navigation does not run inline scripts.
 */
export function StoredLanguageRedirect() {
  const script = storedLanguageRedirectScript();
  // eslint-disable-next-line react/no-danger -- a constant script, not content.
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
