import { AccordionSectionView, type RenderGallery } from './AccordionSection';
import styles from './accordion.module.css';
import type { AccordionSection } from '@/lib/content/editorial-schema';
import type { Messages } from '@/lib/content/message-schema';
import type { Locale } from '@/lib/i18n/locales';
import { initialOpenStates } from '@/lib/accordion/initialState';

export type { RenderGallery };

interface Props {
  sections: readonly AccordionSection[];
  locale: Locale;
  linkLabels: Messages['linkLabels'];
  /** Prefix of each section's id (`{idPrefix}-1` …), so a link can point at a section. */
  idPrefix: string;
  /** Draws an embedded gallery; a render prop, so a page without galleries ships no lightbox island. */
  renderGallery?: RenderGallery;
}

/**
 * The accordion of the criteria and jury pages: native <details>, no JavaScript; find-in-page
 * opens a closed section. No aria-expanded: Chromium exposes the summary's state from the open
 * attribute (checked end to end), and a static one would be wrong after a toggle.
 */
export function Accordion({ sections, locale, linkLabels, idPrefix, renderGallery }: Props) {
  if (sections.length === 0) return null;
  const open = initialOpenStates(sections);
  return (
    <div className={styles.accordion}>
      {sections.map((section, index) => (
        <AccordionSectionView
          key={`${index}-${section.title}`}
          section={section}
          id={`${idPrefix}-${index + 1}`}
          number={index + 1}
          open={open[index] ?? false}
          locale={locale}
          linkLabels={linkLabels}
          renderGallery={renderGallery}
        />
      ))}
    </div>
  );
}
