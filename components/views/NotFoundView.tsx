import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';

/** The not-found page: its intro and, when the translations have one, a teaser of where to go. */
export function NotFoundView({ locale, shell, texts }: PageViewProps<'notFound'>) {
  return <IntroPage locale={locale} shell={shell} page="notFound" intro={texts.intro} teaser={texts.teaser} />;
}
