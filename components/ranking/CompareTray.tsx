import styles from './ranking.module.css';
import { fillParts } from '@/lib/i18n/message-parts';
import type { RankingTableTexts } from '@/lib/ranking/table-texts';
import { MAX_COMPARED } from '@/lib/compare/refs';

/**
 * The companies chosen for a comparison, kept in view at the bottom of the window while the
 * ranking is: each with a button to take it out, and the link to the comparison. Shown only
 * when something is chosen. It follows the table in the page, so that scrolled to the end it is
 * below the last row; `docked` (few rows shown) keeps it there rather than floating over them.
 */
export function CompareTray({
  chosen,
  names,
  href,
  texts,
  onRemove,
  docked = false,
}: {
  chosen: readonly string[];
  names: ReadonlyMap<string, string>;
  href: string;
  texts: RankingTableTexts['compare'];
  onRemove: (ref: string) => void;
  docked?: boolean;
}) {
  if (!chosen.length) return null;
  return (
    <aside className={docked ? `${styles.tray} ${styles.trayDocked}` : styles.tray} aria-label={texts.title}>
      <p className={styles.trayTitle}>
        {texts.title} <span>{fillParts(texts.count, { count: String(chosen.length), max: String(MAX_COMPARED) })}</span>
      </p>
      <ul className={styles.trayList}>
        {chosen.map((ref) => {
          const name = names.get(ref) ?? ref;
          return (
            <li key={ref}>
              {name}
              <button type="button" aria-label={fillParts(texts.remove, { name })} onClick={() => onRemove(ref)}>
                ×
              </button>
            </li>
          );
        })}
      </ul>
      {chosen.length >= MAX_COMPARED && <p className={styles.trayFull}>{texts.full}</p>}
      <a className={`button ${styles.trayLink}`} href={href}>
        {texts.link}
      </a>
    </aside>
  );
}
