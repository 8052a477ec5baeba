import type { Metadata } from 'next';
import { localeLayout } from '@/app/_routing/layout-factory';
import { routeMetadata, staticPage } from '@/app/_routing/page-factory';
import { NotFoundView } from '@/components/views/NotFoundView';
import { defaultLocale } from '@/lib/i18n/locales';

/**
 * Every unknown URL (out/404.html). German, the default locale; the bundled server answers
 * unknown paths under /en/ with the English page at /en/404.
 */
export const generateMetadata: () => Promise<Metadata> = routeMetadata('notFound', defaultLocale);

const Layout = localeLayout(defaultLocale);
const NotFoundPage = staticPage(defaultLocale, 'notFound', NotFoundView);

export default async function GlobalNotFound() {
  return <Layout>{await NotFoundPage()}</Layout>;
}
