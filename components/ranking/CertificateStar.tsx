import { STAR_ID } from '@/lib/ranking/rows-html';

/**
 * The certificate star. The shape is defined once per page (StarSymbol) and every row refers
 * to it, so that thousands of rows do not each carry the path (the rows' star: lib/ranking/rows-html).
 */

export function StarSymbol() {
  return (
    <svg width="0" height="0" style={{ position: 'absolute' }} aria-hidden="true" focusable="false">
      <symbol id={STAR_ID} viewBox="0 0 24 24">
        <path d="M12 2.6l2.9 6 6.5.8-4.8 4.5 1.2 6.5L12 17.2l-5.8 3.2 1.2-6.5L2.6 9.4l6.5-.8z" />
      </symbol>
    </svg>
  );
}
