import { IntroPage } from '@/components/views/IntroPage';
import type { ViewProps } from '@/components/views/view-props';
import type { PageTexts } from '@/lib/content/message-schema';

/** The not-found page: its intro and, when the translations have one, a teaser of where to go. */
export function NotFoundView({ locale, shell, texts }: ViewProps & { texts: PageTexts }) {
  return <IntroPage locale={locale} shell={shell} page="notFound" intro={texts.intro} teaser={texts.teaser} />;
}
