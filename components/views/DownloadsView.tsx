import { IntroPage } from '@/components/views/IntroPage';
import type { ViewProps } from '@/components/views/view-props';
import { DownloadYears } from '@/components/downloads/DownloadYears';
import type { PageTexts } from '@/lib/content/message-schema';
import type { DownloadYear } from '@/lib/downloads/entries';

/** The downloads page (/downloads): intro, then the files by year, newest first. */
export function DownloadsView({
  locale,
  shell,
  texts,
  years,
}: ViewProps & { texts: PageTexts; years: readonly DownloadYear[] }) {
  return (
    <IntroPage locale={locale} shell={shell} page="downloads" intro={texts.intro}>
      <DownloadYears years={years} locale={locale} />
    </IntroPage>
  );
}
