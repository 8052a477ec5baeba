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
  /**
   * How an embedded gallery is drawn. A render prop rather than an import: the gallery brings a
   * client island (its lightbox), and a page without galleries (criteria) must not ship it.
   */
  renderGallery?: RenderGallery;
}

/**
 * The accordion of the criteria and jury pages (spec sections 3 and 4). Server-rendered native
 * <details>/<summary>, no JavaScript: the summary is focusable, Enter and Space toggle it, it
 * works before hydration and without scripts, and find-in-page opens a closed section.
 *
 * aria-expanded: Chromium exposes each summary as a disclosure button whose expanded state
 * follows the open attribute (checked in e2e/accordion.spec.ts against the browser's
 * accessibility tree), so no aria-expanded attribute is written: a static one would be wrong
 * as soon as the visitor toggles.
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
