import type { DemoSeries } from '@/content/adminDemo';
import { Axes } from './Axes';
import { ChartFigure } from './ChartFigure';
import { DEFAULT_FRAME as F, SERIES_COLOURS, niceCeiling, plotArea } from './chartScale';

interface LineChartProps {
  title: string;
  summary: string;
  unit: string;
  categories: readonly string[];
  series: readonly DemoSeries[];
}

/** Lines over time, the first series with a soft area under it. Plain SVG, no library. */
export function LineChart({ title, summary, unit, categories, series }: LineChartProps) {
  const max = niceCeiling(Math.max(...series.flatMap((item) => item.values)));
  const { x, y } = plotArea(F, categories.length, max);
  const points = (values: readonly number[]) => values.map((value, index) => `${x(index)},${y(value)}`).join(' ');
  return (
    <ChartFigure title={title} summary={summary} unit={unit} categories={categories} series={series}>
      {(ids) => (
        <svg
          viewBox={`0 0 ${F.width} ${F.height}`}
          width="100%"
          role="img"
          aria-labelledby={ids.title}
          aria-describedby={ids.desc}
          className="d-block"
        >
          <title id={ids.title}>{title}</title>
          <Axes max={max} labels={categories} x={x} y={y} />
          {series[0] && (
            <polygon
              points={`${x(0)},${y(0)} ${points(series[0].values)} ${x(categories.length - 1)},${y(0)}`}
              fill={SERIES_COLOURS[0]}
              opacity={0.1}
            />
          )}
          {series.map((item, index) => (
            <g key={item.label} stroke={SERIES_COLOURS[index]} fill={SERIES_COLOURS[index]}>
              <polyline points={points(item.values)} fill="none" strokeWidth={2.5} strokeLinejoin="round" />
              {item.values.map((value, i) => (
                <circle key={i} cx={x(i)} cy={y(value)} r={3} />
              ))}
            </g>
          ))}
        </svg>
      )}
    </ChartFigure>
  );
}
