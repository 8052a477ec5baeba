/** Line icons of the lightbox's buttons (decorative: the buttons carry the labels). */
const common = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.5,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
} as const;

export function CloseIcon() {
  return (
    <svg {...common}>
      <path d="M6 6l12 12M18 6L6 18" />
    </svg>
  );
}

export function ArrowIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg {...common}>
      <path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />
    </svg>
  );
}

export function ZoomIcon({ out = false }: { out?: boolean }) {
  return (
    <svg {...common}>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d={out ? 'M8 10.5h5M15.5 15.5L20 20' : 'M8 10.5h5M10.5 8v5M15.5 15.5L20 20'} />
    </svg>
  );
}

export function RotateIcon() {
  return (
    <svg {...common}>
      <path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" />
    </svg>
  );
}
