import DOMPurify from 'isomorphic-dompurify';
import styles from './lightbox.module.css';

/** The caption, sanitised again (it is read from the page): only inline text markup survives. */
const CONFIG = {
  ALLOWED_TAGS: ['a', 'abbr', 'b', 'br', 'cite', 'em', 'i', 'q', 'small', 'span', 'strong', 'sub', 'sup', 'time'],
  ALLOWED_ATTR: ['href', 'title', 'lang', 'datetime', 'cite'],
  ALLOWED_URI_REGEXP: /^(?:https?:|mailto:|\/|#)/i,
};

export function LightboxCaption({ html, id }: { html: string | undefined; id: string }) {
  if (!html) return null;
  const clean = DOMPurify.sanitize(html, CONFIG);
  if (!clean.trim()) return null;
  // eslint-disable-next-line react/no-danger -- sanitised with DOMPurify on the line above
  return <p id={id} className={styles.caption} dangerouslySetInnerHTML={{ __html: clean }} />;
}
