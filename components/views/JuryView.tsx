import { Accordion, type RenderGallery } from '@/components/accordion/Accordion';
import styles from '@/components/accordion/page.module.css';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { GalleryGrid } from '@/components/gallery/GalleryGrid';
import { PageShell } from '@/components/shell/PageShell';
import { listOrEmpty } from '@/lib/content/lists';
import { loadMessages } from '@/lib/content/load';
import type { Locale } from '@/lib/i18n/locales';
import { routes } from '@/lib/routes';

/** The jury page (/jury): intro, the accordion of chair, panels and procedure, the winner slider. */
export function JuryView({ locale }: { locale: Locale }) {
  const messages = loadMessages(locale);
  const texts = messages.pages.jury;
  const sections = listOrEmpty(texts.accordion, `${locale} pages.jury.accordion`);
  const renderGallery: RenderGallery = (images, title) => <GalleryGrid images={images} locale={locale} messages={messages} label={title} />;
  return (
    <PageShell locale={locale} page="jury" path={routes.jury.path}>
      <PageIntro intro={texts.intro} locale={locale} messages={messages} where="pages.jury.intro" />
      {sections.length > 0 && (
        <div className={`container ${styles.sections}`}>
          <Accordion sections={sections} locale={locale} messages={messages} idPrefix="jury" renderGallery={renderGallery} />
        </div>
      )}
      <WinnerSlider locale={locale} />
    </PageShell>
  );
}
