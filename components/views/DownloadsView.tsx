import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { DownloadYears } from '@/components/downloads/DownloadYears';

/** The downloads page (/downloads): intro, then the files by year, newest first. */
export function DownloadsView({ locale, shell, texts, years }: PageViewProps<'downloads'>) {
  return (
    <IntroPage locale={locale} shell={shell} page="downloads" intro={texts.intro}>
      <DownloadYears years={years} locale={locale} />
    </IntroPage>
  );
}
