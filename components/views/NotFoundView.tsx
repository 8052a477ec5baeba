import type { ViewProps } from '@/components/views/view-props';
import { PageIntro } from '@/components/content/PageIntro';
import { Teaser } from '@/components/content/Teaser';
import { PageShell } from '@/components/shell/PageShell';
import type { PageTexts } from '@/lib/content/message-schema';
import { routes } from '@/lib/routes';

/** The not-found page: its intro and, when the translations have one, a teaser of where to go. */
export function NotFoundView({ locale, shell, texts }: ViewProps & { texts: PageTexts }) {
  return (
    <PageShell locale={locale} page="notFound" path={routes.notFound.path} shell={shell}>
      <PageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} />
      {texts.teaser && <Teaser teaser={texts.teaser} locale={locale} linkLabels={shell.texts.linkLabels} />}
    </PageShell>
  );
}
