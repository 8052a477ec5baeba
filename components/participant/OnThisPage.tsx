import { getTranslations } from 'next-intl/server';
import styles from './on-this-page.module.css';
import type { Locale } from '@/lib/i18n/locales';
import type { ParticipantSection } from '@/lib/participant/sections';

/** "Auf dieser Seite": plain anchors to the page's sections; scroll padding clears the sticky header. */
export async function OnThisPage({ locale, sections }: { locale: Locale; sections: readonly ParticipantSection[] }) {
  if (sections.length < 2) return null;
  const t = await getTranslations({ locale, namespace: 'participant.onThisPage' });
  return (
    <nav className={styles.onThisPage} aria-labelledby="on-this-page">
      <div className={`container ${styles.inner}`}>
        <h2 id="on-this-page" className={styles.label}>
          {t('label')}
        </h2>
        <ul className={styles.list}>
          {sections.map((key) => (
            <li key={key}>
              <a href={`#${key}`} className={styles.link}>
                {t(key)}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
