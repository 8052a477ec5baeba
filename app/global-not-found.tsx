import type { Metadata } from 'next';
import { RootLayout } from '@/components/shell/RootLayout';
import { IntroPageView } from '@/components/views/IntroPageView';
import { routeMetadata } from '@/components/views/routePage';
import { defaultLocale } from '@/lib/i18n/locales';

/**
 * Every unknown URL (out/404.html). German, the default locale; the bundled server answers
 * unknown paths under /en/ with the English page at /en/404.
 */
export const generateMetadata: () => Promise<Metadata> = routeMetadata('notFound', defaultLocale);

export default function GlobalNotFound() {
  return (
    <RootLayout locale={defaultLocale}>
      <IntroPageView locale={defaultLocale} page="notFound" />
    </RootLayout>
  );
}
