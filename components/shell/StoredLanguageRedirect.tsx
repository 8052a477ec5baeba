import { LANGUAGE_KEY } from '@/lib/consent';
import { localeHref } from '@/lib/i18n/paths';

/**
 * On the German home page only: a visitor who chose English before is sent to /en before the
 * first paint. Inline and tiny on purpose; links inside the site never pass through it, because
 * client-side navigation does not run inline scripts.
 */
export function StoredLanguageRedirect() {
  const script = `try{if(localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})==="en-GB")location.replace(${JSON.stringify(localeHref('en-GB', '/'))})}catch(e){}`;
  // eslint-disable-next-line react/no-danger -- a constant script, not content.
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}
