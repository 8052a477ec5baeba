import { FileLink } from './FileLink';
import styles from './file-link.module.css';

/**
 * One line that downloads a file under its picture (a gallery or press photo): the link with
 * its label and, for screen readers, the file's name, then what the file is ("JPEG,
 * 2400 × 1600 px, 1.2 MB") where that is known.
 */
export function DownloadLine({
  href,
  fileName,
  label,
  meta,
  className,
}: {
  href: string;
  fileName: string;
  label: string;
  meta?: string;
  className?: string;
}) {
  return (
    <p className={className ? `${styles.line} ${className}` : styles.line}>
      <FileLink href={href} fileName={fileName}>
        {label}
        <span className="visually-hidden"> {fileName}</span>
      </FileLink>
      {meta && <span className={`${styles.meta} tabular`}>{meta}</span>}
    </p>
  );
}
