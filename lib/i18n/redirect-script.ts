import { LANGUAGE_KEY } from '../consent';
import { localeHref } from './paths';

/**
 * The German home page's inline script: a visitor who chose English before is sent to /en
 * before the first paint (components/shell/StoredLanguageRedirect).
 */
export function storedLanguageRedirectScript(): string {
  return `try{if(localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})==="en-GB")location.replace(${JSON.stringify(localeHref('en-GB', '/'))})}catch(e){}`;
}
