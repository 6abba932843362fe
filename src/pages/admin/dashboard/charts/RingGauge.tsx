import { useId } from 'react';
import { SERIES_COLOURS } from './chartScale';

const RADIUS = 70;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** A percentage as a ring with the figure in the middle, and the change from the previous period. */
export function RingGauge({ title, value, previous }: { title: string; value: number; previous: number }) {
  const id = useId();
  const change = value - previous;
  const summary = `${title}: ${value}%, ${change <= 0 ? 'down' : 'up'} from ${previous}% last month.`;
  return (
    <figure className="mb-0 text-center">
      <figcaption className="h6 mb-2 text-start">{title}</figcaption>
      <svg
        viewBox="0 0 180 180"
        width="180"
        height="180"
        role="img"
        aria-labelledby={`${id}-title`}
        className="mx-auto d-block"
      >
        <title id={`${id}-title`}>{summary}</title>
        <circle cx="90" cy="90" r={RADIUS} fill="none" stroke="#e9ecef" strokeWidth="16" />
        <circle
          cx="90"
          cy="90"
          r={RADIUS}
          fill="none"
          stroke={SERIES_COLOURS[0]}
          strokeWidth="16"
          strokeLinecap="round"
          strokeDasharray={`${(value / 100) * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
          transform="rotate(-90 90 90)"
        />
        <text x="90" y="90" textAnchor="middle" dy="0.35em" fontSize="32" fontWeight="700" fill="#1f1f29">
          {value}%
        </text>
      </svg>
      <p className="small mb-0 mt-2" aria-hidden="true">
        {change <= 0 ? '▼' : '▲'} {Math.abs(change)} points from {previous}% last month
      </p>
    </figure>
  );
}
