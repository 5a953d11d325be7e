import './charts.css';
import { useRef, type ReactNode } from 'react';
import type { ChartBar } from '@/features/reports/chartData';
import { useElementWidth } from '@/lib/useElementWidth';

interface ChartFrameProps {
  title: string;
  /** What the chart shows, in one sentence: the image's name for screen readers. */
  summary: string;
  height: number;
  /** Draws the chart's content for the measured width. */
  draw: (width: number) => ReactNode;
  /** The same figures as a table (or a pointer to one), under the chart. */
  children?: ReactNode;
}

/** What every chart takes (BarChart, ColumnChart): the frame's texts and table, and its figures. */
export interface ChartProps extends Omit<ChartFrameProps, 'height' | 'draw'> {
  bars: readonly ChartBar[];
}

/**
 * A chart's frame: a visible title, the drawing as one image named by its summary (screen
 * readers get the sentence, then the table, not a heap of SVG text), and the table alternative.
 */
export function ChartFrame({ title, summary, height, draw, children }: ChartFrameProps) {
  const plotRef = useRef<HTMLDivElement>(null);
  // The charts draw in real pixels (the viewBox is the measured width), so their 12px text stays
  // 12px on a phone and on a wide screen; before the first measure, a phone's width.
  const width = useElementWidth(plotRef, 320);
  return (
    <figure className="report-chart">
      <figcaption className="fw-semibold mb-2">{title}</figcaption>
      <div ref={plotRef} className="report-chart__plot">
        <svg
          role="img"
          aria-label={summary}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          focusable="false"
        >
          {draw(width)}
        </svg>
      </div>
      {children}
    </figure>
  );
}
