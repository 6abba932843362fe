import { DEFAULT_FRAME, formatTick, ticks, type ChartFrame } from './chartScale';

/** Horizontal grid lines with value labels, and category labels along the bottom. */
export function Axes({
  max,
  labels,
  x,
  y,
  frame = DEFAULT_FRAME,
}: {
  max: number;
  labels: readonly string[];
  x: (index: number) => number;
  y: (value: number) => number;
  frame?: ChartFrame;
}) {
  return (
    <g className="chart-axes" fontSize="14" fill="#4a4a57">
      {ticks(max).map((tick) => (
        <g key={tick}>
          <line x1={frame.left} x2={frame.width - frame.right} y1={y(tick)} y2={y(tick)} stroke="#dee2e6" />
          <text x={frame.left - 8} y={y(tick)} dy="0.32em" textAnchor="end">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {labels.map((label, index) => (
        <text key={label} x={x(index)} y={frame.height - 8} textAnchor="middle">
          {label}
        </text>
      ))}
    </g>
  );
}
