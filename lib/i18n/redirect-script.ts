import { LANGUAGE_KEY } from '../consent';
import { localeHref } from './paths';

/** The German home page's inline script: a visitor who chose English goes to /en before the first paint. */
export function storedLanguageRedirectScript(): string {
  return `try{if(localStorage.getItem(${JSON.stringify(LANGUAGE_KEY)})==="en-GB")location.replace(${JSON.stringify(localeHref('en-GB', '/'))})}catch(e){}`;
}
