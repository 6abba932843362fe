import type { DemoSeries } from '@/content/adminDemo';
import { Axes } from './Axes';
import { ChartFigure } from './ChartFigure';
import { DEFAULT_FRAME as F, SERIES_COLOURS, niceCeiling, plotArea } from './chartScale';

interface BarChartProps {
  title: string;
  summary: string;
  unit: string;
  categories: readonly string[];
  series: DemoSeries;
}

/** One value per category as vertical bars. Plain SVG, no library. */
export function BarChart({ title, summary, unit, categories, series }: BarChartProps) {
  const max = niceCeiling(Math.max(...series.values));
  const { x, y, step } = plotArea(F, categories.length, max, true);
  const barWidth = step * 0.6;
  return (
    <ChartFigure title={title} summary={summary} unit={unit} categories={categories} series={[series]}>
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
          {series.values.map((value, index) => (
            <rect
              key={index}
              x={x(index) - barWidth / 2}
              y={y(value)}
              width={barWidth}
              height={y(0) - y(value)}
              rx={4}
              fill={SERIES_COLOURS[0]}
            />
          ))}
        </svg>
      )}
    </ChartFigure>
  );
}
