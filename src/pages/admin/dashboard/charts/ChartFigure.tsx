import { useId, type ReactNode } from 'react';
import type { DemoSeries } from '@/content/adminDemo';

interface ChartFigureProps {
  title: string;
  /** One sentence a screen reader hears instead of the drawing. */
  summary: string;
  categories: readonly string[];
  series: readonly DemoSeries[];
  unit: string;
  children: (ids: { title: string; desc: string }) => ReactNode;
}

/**
 * A chart's frame: a figure with its caption, the SVG (named by title and summary), a legend,
 * and the numbers as a table for screen readers.
 */
export function ChartFigure({ title, summary, categories, series, unit, children }: ChartFigureProps) {
  const id = useId();
  const ids = { title: `${id}-title`, desc: `${id}-desc` };
  return (
    <figure className="mb-0">
      <figcaption className="h6 mb-2">{title}</figcaption>
      <p id={ids.desc} className="visually-hidden">
        {summary}
      </p>
      {children(ids)}
      {series.length > 1 && (
        <ul className="list-inline small mb-0 mt-2" aria-hidden="true">
          {series.map((item, index) => (
            <li key={item.label} className="list-inline-item me-3">
              <span className={`chart-key chart-key--${index}`} /> {item.label}
            </li>
          ))}
        </ul>
      )}
      <table className="visually-hidden">
        <caption>
          {title} ({unit})
        </caption>
        <thead>
          <tr>
            <th scope="col">Period</th>
            {series.map((item) => (
              <th key={item.label} scope="col">
                {item.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {categories.map((category, index) => (
            <tr key={category}>
              <th scope="row">{category}</th>
              {series.map((item) => (
                <td key={item.label}>{item.values[index]}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
