import type { WinnerSliderData } from '@/lib/awards/cards';
import type { ViewProps } from '@/components/views/view-props';
import { Accordion, type RenderGallery } from '@/components/accordion/Accordion';
import styles from '@/components/accordion/page.module.css';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { PageIntro } from '@/components/content/PageIntro';
import { GalleryGrid } from '@/components/gallery/GalleryGrid';
import { galleryLabels, type GalleryLabels } from '@/components/gallery/galleryLabels';
import { PageShell } from '@/components/shell/PageShell';
import { listOrEmpty } from '@/lib/content/lists';
import type { GalleryImage } from '@/lib/content/editorial-schema';
import type { Messages } from '@/lib/content/message-schema';
import { routes } from '@/lib/routes';

/** The jury page (/jury): intro, the accordion of chair, panels and procedure, the winner slider. */
export async function JuryView({
  locale,
  shell,
  texts,
  slider,
}: ViewProps & { texts: Messages['pages']['jury']; slider: WinnerSliderData }) {
  const sections = listOrEmpty(texts.accordion, `${locale} pages.jury.accordion`);
  // Each embedded gallery's texts are formatted here, named after its section.
  const labels = new Map<readonly GalleryImage[], GalleryLabels>();
  for (const section of sections) {
    if (section.embeddedGallery)
      labels.set(section.embeddedGallery, await galleryLabels(locale, section.embeddedGallery, section.title));
  }
  const renderGallery: RenderGallery = (images) => {
    const imageLabels = labels.get(images);
    return imageLabels && <GalleryGrid images={images} labels={imageLabels} />;
  };
  return (
    <PageShell locale={locale} page="jury" path={routes.jury.path} shell={shell}>
      <PageIntro intro={texts.intro} locale={locale} linkLabels={shell.texts.linkLabels} />
      {sections.length > 0 && (
        <div className={`container ${styles.sections}`}>
          <Accordion
            sections={sections}
            locale={locale}
            linkLabels={shell.texts.linkLabels}
            idPrefix="jury"
            renderGallery={renderGallery}
          />
        </div>
      )}
      <WinnerSlider locale={locale} slider={slider} />
    </PageShell>
  );
}
