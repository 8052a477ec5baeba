import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { Accordion, type RenderGallery } from '@/components/accordion/Accordion';
import styles from '@/components/accordion/page.module.css';
import { WinnerSlider } from '@/components/carousel/WinnerSlider';
import { GalleryGrid } from '@/components/gallery/GalleryGrid';
import { galleryLabels, type GalleryLabels } from '@/components/gallery/galleryLabels';
import { listOrEmpty } from '@/lib/content/lists';
import type { GalleryImage } from '@/lib/content/editorial-schema';

/** The jury page (/jury): intro, the accordion of chair, panels and procedure, the winner slider. */
export async function JuryView({ locale, shell, texts, slider }: PageViewProps<'jury'>) {
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
    <IntroPage locale={locale} shell={shell} page="jury" intro={texts.intro}>
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
    </IntroPage>
  );
}
