/** The programme's mark: a rising sun over a rule, drawn in currentColor. Decorative. */
export function Logo() {
  return (
    <svg className="logo" viewBox="0 0 40 40" width="40" height="40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="22" r="9" fill="currentColor" />
      <g stroke="currentColor" strokeWidth="2.5" strokeLinecap="round">
        <path d="M20 4v5M7.3 9.3l3.5 3.5M32.7 9.3l-3.5 3.5M2 22h5M33 22h5" />
      </g>
      <rect x="2" y="33" width="36" height="3" fill="currentColor" />
    </svg>
  );
}
