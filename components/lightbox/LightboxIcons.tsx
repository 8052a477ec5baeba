import type { ReactNode } from 'react';

/** Line icons of the lightbox's buttons (decorative: the buttons carry the labels). */
const icon = (shapes: ReactNode) => (
  <svg
    width={24}
    height={24}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    {shapes}
  </svg>
);

export const CloseIcon = () => icon(<path d="M6 6l12 12M18 6L6 18" />);

export const ArrowIcon = ({ direction }: { direction: 'previous' | 'next' }) =>
  icon(<path d={direction === 'previous' ? 'M15 5l-7 7 7 7' : 'M9 5l7 7-7 7'} />);

export const ZoomIcon = ({ out = false }: { out?: boolean }) =>
  icon(
    <>
      <circle cx="10.5" cy="10.5" r="6.5" />
      <path d={out ? 'M8 10.5h5M15.5 15.5L20 20' : 'M8 10.5h5M10.5 8v5M15.5 15.5L20 20'} />
    </>,
  );

export const RotateIcon = () => icon(<path d="M20 12a8 8 0 1 1-2.34-5.66M20 4v4h-4" />);
