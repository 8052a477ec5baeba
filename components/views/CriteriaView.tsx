import { IntroPage } from '@/components/views/IntroPage';
import type { PageViewProps } from '@/components/views/view-props';
import { Accordion } from '@/components/accordion/Accordion';
import { AssetMedia } from '@/components/accordion/AssetMedia';
import styles from '@/components/accordion/page.module.css';
import { listOrEmpty } from '@/lib/content/lists';

/** The main image spans the container: 1240 px at most, else the viewport less the gutters. */
const MAIN_IMAGE_SIZES = '(min-width: 1336px) 1240px, 92vw';

/**
 * The criteria page: intro, its main image (the first view's largest, with priority), the accordion
 * (no gallery renderer, so no lightbox JavaScript), the teaser.
 */
export function CriteriaView({ locale, shell, texts }: PageViewProps<'criteria'>) {
  // The intro's main image is drawn here, full width below the intro text.
  const { mainAsset, ...intro } = texts.intro;
  const sections = listOrEmpty(texts.accordion, `${locale} pages.criteria.accordion`);
  return (
    <IntroPage locale={locale} shell={shell} page="criteria" intro={intro} teaser={texts.teaser}>
      {mainAsset && (
        <div className="container">
          <figure className={styles.mainFigure}>
            <AssetMedia asset={mainAsset} sizes={MAIN_IMAGE_SIZES} priority className={styles.mainImage} />
          </figure>
        </div>
      )}
      {sections.length > 0 && (
        <div className={`container ${styles.sections}`}>
          <Accordion sections={sections} locale={locale} linkLabels={shell.texts.linkLabels} idPrefix="kriterium" />
        </div>
      )}
    </IntroPage>
  );
}
