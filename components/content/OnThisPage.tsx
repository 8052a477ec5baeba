import styles from './on-this-page.module.css';

/**
 * "Auf dieser Seite": plain anchors to the page's sections, one tap each on a phone; scroll padding
 * clears the sticky header. Nothing for fewer than two sections.
 */
export function OnThisPage({ label, links }: { label: string; links: readonly { id: string; text: string }[] }) {
  if (links.length < 2) return null;
  return (
    <nav className={styles.onThisPage} aria-labelledby="on-this-page">
      <div className={`container ${styles.inner}`}>
        <h2 id="on-this-page" className={styles.label}>
          {label}
        </h2>
        <ul className={styles.list}>
          {links.map(({ id, text }) => (
            <li key={id}>
              <a href={`#${id}`} className={styles.link}>
                {text}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
