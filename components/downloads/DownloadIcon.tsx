/** The download icon: into a tray for a file, out of a box for a web page; decorative. */
export function DownloadIcon({ kind, className }: { kind: 'file' | 'page'; className?: string }) {
  const d = kind === 'file' ? 'M12 4v11M7 10l5 5 5-5M5 19h14' : 'M14 5h5v5M19 5l-8 8M17 14v5H5V7h5';
  return (
    <svg
      className={className}
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
      data-kind={kind}
    >
      <path d={d} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="square" />
    </svg>
  );
}
