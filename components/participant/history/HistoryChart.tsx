import styles from './history.module.css';
import type { HistoryEntry } from '@/lib/editions/history';
import { historyChart, linePath, type ChartLayout } from '@/lib/editions/history-chart';
import { rankKinds, type RankKey } from '@/lib/editions/statistics';

/** Drawings for phones and wider columns (SVG text scales with the viewBox); CSS shows one. */
const layouts = {
  compact: { width: 340, height: 240, margin: { top: 14, right: 18, bottom: 34, left: 38 }, minYearGap: 44 },
  wide: { width: 560, height: 260, margin: { top: 16, right: 24, bottom: 36, left: 46 }, minYearGap: 52 },
} as const satisfies Record<string, ChartLayout>;

type Geometry = NonNullable<ReturnType<typeof historyChart>>;

/** One line per rank, rank 1 on top, broken where there is no place; hidden from screen readers (the table). */
export function HistoryChart({
  history,
  labels,
}: {
  history: readonly HistoryEntry[];
  labels: { caption: string; series: Record<RankKey, string> };
}) {
  const compact = historyChart(history, layouts.compact);
  const wide = historyChart(history, layouts.wide);
  if (!compact || !wide) return null;
  return (
    <figure className={styles.chart} aria-hidden="true" data-history-chart>
      <figcaption className={styles.chartCaption}>{labels.caption}</figcaption>
      <ul className={styles.chartLegend}>
        {rankKinds.map(({ key }) => (
          <li key={key} data-series={key}>
            <svg className={styles.swatch} viewBox="0 0 32 12" width="32" height="12" focusable="false">
              <line x1="1" x2="31" y1="6" y2="6" className={styles.seriesLine} />
              <Marker series={key} x={16} y={6} />
            </svg>
            {labels.series[key]}
          </li>
        ))}
      </ul>
      <ChartDrawing geometry={compact} className={styles.compact} />
      <ChartDrawing geometry={wide} className={styles.wide} />
    </figure>
  );
}

function ChartDrawing({ geometry, className }: { geometry: Geometry; className: string | undefined }) {
  const { width, height, plot, years, yTicks, series } = geometry;
  const band = years.length > 1 ? ((years[1]?.x ?? 0) - (years[0]?.x ?? 0)) * 0.6 : 0;
  return (
    <svg
      className={`${styles.chartSvg} ${className ?? ''}`}
      viewBox={`0 0 ${width} ${height}`}
      width="100%"
      preserveAspectRatio="xMidYMid meet"
      focusable="false"
    >
      {years
        .filter((year) => year.gap)
        .map((year) => (
          <rect
            key={year.year}
            className={styles.gapBand}
            x={year.x - band / 2}
            y={plot.top}
            width={band}
            height={plot.bottom - plot.top}
          />
        ))}
      {yTicks.map((tick) => (
        <g key={tick.rank}>
          <line
            className={styles.gridline}
            x1={plot.left}
            x2={plot.right}
            y1={tick.y}
            y2={tick.y}
            vectorEffect="non-scaling-stroke"
          />
          <text className={styles.axisLabel} x={plot.left - 10} y={tick.y} dy="0.35em" textAnchor="end">
            {tick.rank}
          </text>
        </g>
      ))}
      {years
        .filter((year) => year.label)
        .map((year) => (
          <text
            key={year.year}
            className={styles.axisLabel}
            x={year.x}
            y={plot.bottom + 24}
            textAnchor="middle"
            data-gap={year.gap || undefined}
          >
            {year.year}
          </text>
        ))}
      {/* Overall last, so its line lies on top where the ranks coincide. */}
      {series.map((s) => (
        <g key={s.key} data-series={s.key}>
          {s.segments.map((segment) => (
            <path
              key={segment[0]?.year}
              className={styles.seriesLine}
              d={linePath(segment)}
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {s.points.map((point) => (
            <Marker key={point.year} series={s.key} x={point.x} y={point.y} />
          ))}
        </g>
      ))}
    </svg>
  );
}

/** A series' marker: its shape tells the lines apart without colour. */
function Marker({ series, x, y }: { series: RankKey; x: number; y: number }) {
  if (series === 'overall') return <circle className={styles.marker} cx={x} cy={y} r={4.5} />;
  if (series === 'valueReporting') return <rect className={styles.marker} x={x - 4} y={y - 4} width={8} height={8} />;
  return <path className={styles.marker} d={`M${x} ${y - 5.5}L${x + 5.5} ${y}L${x} ${y + 5.5}L${x - 5.5} ${y}Z`} />;
}
