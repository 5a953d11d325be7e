import { axisTicks } from '@/features/reports/chartData';
import { ChartFrame, type ChartProps } from './ChartFrame';

const HEIGHT = 200;
const TOP = 16;
const BOTTOM = 24;
const LEFT = 32;
/** Room a date label under a column needs. */
const LABEL_WIDTH = 48;

/** Vertical bars over time, with gridlines; labels thinned out to what the width can hold. */
export function ColumnChart({ title, summary, bars, children }: ChartProps) {
  const draw = (width: number) => {
    const ticks = axisTicks(Math.max(0, ...bars.map((bar) => bar.value)));
    const top = ticks[ticks.length - 1] ?? 1;
    const plotWidth = Math.max(1, width - LEFT);
    const plotHeight = HEIGHT - TOP - BOTTOM;
    const slot = plotWidth / Math.max(1, bars.length);
    const every = Math.max(1, Math.ceil(LABEL_WIDTH / slot));
    const y = (value: number) => TOP + plotHeight - (value / top) * plotHeight;
    const showValues = slot >= 20;
    return (
      <>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="report-chart__grid" x1={LEFT} x2={width} y1={y(tick)} y2={y(tick)} />
            <text className="report-chart__muted" x={LEFT - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {bars.map((bar, index) => {
          const x = LEFT + index * slot;
          const barWidth = Math.max(1, slot * 0.7);
          return (
            <g key={bar.fullLabel}>
              {bar.value > 0 && (
                <rect
                  className="report-chart__bar"
                  x={x + (slot - barWidth) / 2}
                  y={y(bar.value)}
                  width={barWidth}
                  height={y(0) - y(bar.value)}
                />
              )}
              {showValues && bar.value > 0 && (
                <text
                  className="report-chart__text"
                  x={x + slot / 2}
                  y={y(bar.value) - 4}
                  textAnchor="middle"
                >
                  {bar.value}
                </text>
              )}
              {index % every === 0 && (
                <text
                  className="report-chart__muted"
                  x={x + slot / 2}
                  y={HEIGHT - 6}
                  textAnchor="middle"
                >
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </>
    );
  };
  return (
    <ChartFrame title={title} summary={summary} height={HEIGHT} draw={draw}>
      {children}
    </ChartFrame>
  );
}
