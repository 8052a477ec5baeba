import type { ComponentType } from 'react';
import { setRequestLocale } from 'next-intl/server';
import { loadShell } from './page-data';
import type { ViewProps } from '@/components/views/view-props';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The default export of a route file: sets the request locale, loads the page's data through
 * `load` and renders the view with it. Each route file passes its own view: a shared switch over
 * all views would put every page's client islands into every page's JavaScript.
 */
export function staticPage<D extends object>(
  locale: Locale,
  View: ComponentType<D & ViewProps>,
  load: (locale: Locale) => D | Promise<D>,
) {
  return async function RoutePage() {
    setRequestLocale(locale);
    const data = await load(locale);
    return <View {...data} locale={locale} shell={await loadShell(locale)} />;
  };
}
