import { DownloadYears } from '@/components/downloads/DownloadYears';
import { PageIntro } from '@/components/content/PageIntro';
import { PageShell } from '@/components/shell/PageShell';
import { config } from '@/lib/config';
import { listOrEmpty } from '@/lib/content/lists';
import { contentDir, loadMessages } from '@/lib/content/load';
import { downloadYears } from '@/lib/downloads/entries';
import { mediaFileSize } from '@/lib/downloads/mediaFileSize';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/**
 * The downloads page (/downloads): intro, then the files by year, newest first. Sizes of our own
 * files are read from content/media at build time.
 */
export function DownloadsView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  const texts = messages.pages.downloads;
  const dir = contentDir();
  const years = downloadYears(listOrEmpty(texts.downloads, `${locale} pages.downloads.downloads`), locale, (url) => mediaFileSize(url, dir), config.storageBaseUrl);
  return (
    <PageShell locale={locale} page="downloads" path={routes.downloads.path}>
      <PageIntro intro={texts.intro} locale={locale} messages={messages} where="pages.downloads.intro" />
      <DownloadYears years={years} locale={locale} />
    </PageShell>
  );
}
