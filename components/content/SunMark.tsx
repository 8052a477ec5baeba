/** The programme's sun, ornamental: beside titles on wide screens, animated on the award pages. */
const ALL_RAYS = Array.from({ length: 13 }, (_, i) => 15 * i);

export function SunMark({
  className = 'sun-mark',
  raysClassName,
  discClassName,
  rays = ALL_RAYS,
}: {
  className?: string;
  raysClassName?: string;
  discClassName?: string;
  /** Ray angles in degrees, 0 = right, 180 = left. */
  rays?: readonly number[];
}) {
  const segments = rays.map((deg) => {
    const rad = (deg * Math.PI) / 180;
    const at = (r: number) => [(200 + Math.cos(rad) * r).toFixed(1), (200 - Math.sin(rad) * r).toFixed(1)] as const;
    return { deg, from: at(118), to: at(180) };
  });
  return (
    <svg className={className} viewBox="0 0 400 200" width="400" height="200" aria-hidden="true" focusable="false">
      <g className={raysClassName} stroke="currentColor" strokeWidth="6" strokeLinecap="round">
        {raysClassName === undefined ? (
          // The still sun beside page titles: its rays as one path, one element rather than
          // thirteen in the markup and again in the router payload.
          <path d={segments.map(({ from, to }) => `M${from.join(' ')}L${to.join(' ')}`).join('')} />
        ) : (
          segments.map(({ deg, from: [x1, y1], to: [x2, y2] }) => <line key={deg} x1={x1} y1={y1} x2={x2} y2={y2} />)
        )}
      </g>
      <path className={discClassName} d="M104 200a96 96 0 0 1 192 0z" fill="currentColor" />
    </svg>
  );
}
