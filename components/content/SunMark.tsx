/**
 * The decorative sun that sits beside page titles on wide screens: a half disc rising from the
 * rule under the title, with rays. Purely ornamental (aria-hidden); hidden on narrow screens by CSS.
 */
export function SunMark() {
  const rays = Array.from({ length: 13 }, (_, i) => (180 / 12) * i);
  return (
    <svg className="sun-mark" viewBox="0 0 400 200" width="400" height="200" aria-hidden="true" focusable="false">
      <g stroke="currentColor" strokeWidth="6" strokeLinecap="round">
        {rays.map((deg) => {
          const rad = (deg * Math.PI) / 180;
          const x1 = 200 + Math.cos(rad) * 118;
          const y1 = 200 - Math.sin(rad) * 118;
          const x2 = 200 + Math.cos(rad) * 180;
          const y2 = 200 - Math.sin(rad) * 180;
          return <line key={deg} x1={x1.toFixed(1)} y1={y1.toFixed(1)} x2={x2.toFixed(1)} y2={y2.toFixed(1)} />;
        })}
      </g>
      <path d="M104 200a96 96 0 0 1 192 0z" fill="currentColor" />
    </svg>
  );
}
