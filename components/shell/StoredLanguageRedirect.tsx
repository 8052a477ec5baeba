import { storedLanguageRedirectScript } from '@/lib/i18n/redirect-script';

/** German home page only: a visitor who chose English is sent to /en before the first paint. */
export function StoredLanguageRedirect() {
  const script = storedLanguageRedirectScript();
  // eslint-disable-next-line react/no-danger -- a constant script, not content.
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
