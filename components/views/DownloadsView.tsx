import type { ViewProps } from '@/components/views/view-props';
import { DownloadYears } from '@/components/downloads/DownloadYears';
import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import type { PageTexts } from '@/lib/content/message-schema';
import type { DownloadYear } from '@/lib/downloads/entries';
import { routes } from '@/lib/routes';

/** The downloads page (/downloads): intro, then the files by year, newest first. */
export function DownloadsView({
  locale,
  shell,
  texts,
  years,
}: ViewProps & { texts: PageTexts; years: readonly DownloadYear[] }) {
  return (
    <PageShell locale={locale} page="downloads" path={routes.downloads.path} shell={shell}>
      <PageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} />
      <DownloadYears years={years} locale={locale} />
    </PageShell>
  );
}
