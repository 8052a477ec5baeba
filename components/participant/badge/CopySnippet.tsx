'use client';

import { useEffect, useRef, useState } from 'react';
import styles from './badge.module.css';

/**
 * Copies the badge snippet (the field `targetId`) and says so for two seconds; without a clipboard
 * it selects the text for Ctrl+C. Hidden without JavaScript.
 */
export function CopySnippet({
  targetId,
  label,
  copiedLabel,
}: {
  targetId: string;
  label: string;
  copiedLabel: string;
}) {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    const field = document.getElementById(targetId);
    if (!(field instanceof HTMLTextAreaElement)) return;
    try {
      await navigator.clipboard.writeText(field.value);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      field.focus();
      field.select();
    }
  };

  return (
    <div className={styles.copyRow}>
      <button type="button" className={styles.copy} onClick={copy} data-badge-copy>
        {label}
      </button>
      <span className={styles.status} role="status">
        {copied ? copiedLabel : ''}
      </span>
    </div>
  );
}
