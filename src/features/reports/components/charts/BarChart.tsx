import { ChartFrame, type ChartProps } from './ChartFrame';

/** One metro: its name on a line, its bar under it (names never squeeze the bars on a phone). */
const ROW = 44;
const BAR = 16;
/** Room at the end of the longest bar for its value. */
const VALUE_ROOM = 44;

/** Horizontal bars, one per item, each with its name above and its value at its end. */
export function BarChart({ title, summary, bars, children }: ChartProps) {
  const height = Math.max(ROW, bars.length * ROW);
  const draw = (width: number) => {
    const max = Math.max(1, ...bars.map((bar) => bar.value));
    const room = Math.max(1, width - VALUE_ROOM);
    return bars.map((bar, index) => {
      const top = index * ROW;
      const length = (bar.value / max) * room;
      return (
        <g key={bar.fullLabel}>
          <text className="report-chart__text" x={0} y={top + 14}>
            {bar.label}
          </text>
          {bar.value > 0 && (
            <rect
              className="report-chart__bar"
              x={0}
              y={top + 20}
              width={Math.max(2, length)}
              height={BAR}
            />
          )}
          <text className="report-chart__text" x={length + 6} y={top + 20 + BAR - 3}>
            {bar.value}
          </text>
        </g>
      );
    });
  };
  return (
    <ChartFrame title={title} summary={summary} height={height} draw={draw}>
      {children}
    </ChartFrame>
  );
}
