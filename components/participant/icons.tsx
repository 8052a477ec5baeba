import type { ReactNode } from 'react';

/** The participant page's small icons: decorative, so hidden from screen readers. */
function icon(size: number, viewBox: string, drawing: ReactNode) {
  return function Icon({ className }: { className?: string }) {
    return (
      <svg className={className} viewBox={viewBox} width={size} height={size} aria-hidden="true" focusable="false">
        {drawing}
      </svg>
    );
  };
}

const line = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.75 } as const;

/** The special mention's badge. */
export const StarIcon = icon(
  40,
  '0 0 24 24',
  <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" fill="currentColor" />,
);

/** A link that leaves the site. */
export const ArrowOutIcon = icon(16, '0 0 16 16', <path d="M5 3h8v8M13 3L3 13" {...line} />);

/** A file to download. */
export const ArrowDownIcon = icon(16, '0 0 16 16', <path d="M8 2v10M3.5 7.5L8 12l4.5-4.5M3 14.5h10" {...line} />);

/** The comparison: two columns side by side. */
export const CompareIcon = icon(16, '0 0 16 16', <path d="M2.5 2.5h4v11h-4zM9.5 2.5h4v11h-4z" {...line} />);
