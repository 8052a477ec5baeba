import type { ReactNode } from 'react';
import { DownloadIcon } from './DownloadIcon';
import styles from './file-link.module.css';

/** A link that downloads a file (a photo, a ZIP, a logo): the icon, then its label. */
export function FileLink({ href, fileName, children }: { href: string; fileName?: string; children: ReactNode }) {
  return (
    <a href={href} download={fileName ?? true} className={styles.link}>
      <DownloadIcon kind="file" className={styles.icon} />
      {children}
    </a>
  );
}
