import { defaultLocale, localeSettings, locales, type Locale } from './locales';

/** A locale-neutral path as the locale's URL: unprefixed for de-CH, under /en for en-GB; no trailing slash. */
export function localeHref(locale: Locale, path: string): string {
  const prefix = localeSettings(locale).prefix;
  const [pathname = '/', ...rest] = path.split(/(?=[?#])/);
  const clean = pathname === '/' ? '' : pathname.replace(/\/+$/, '');
  return (`${prefix}${clean}` || '/') + rest.join('');
}

/** Splits a URL pathname into its locale and the locale-neutral path. */
export function parseLocalePath(pathname: string): { locale: Locale; path: string } {
  const l = locales.find(({ prefix }) => prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`)));
  if (l) return { locale: l.code, path: stripTrailingSlash(pathname.slice(l.prefix.length) || '/') };
  return { locale: defaultLocale, path: stripTrailingSlash(pathname || '/') };
}

function stripTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}
