import { useMemo } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { DataTable, type DataColumn } from '@/components/data/DataTable';
import {
  activityPerMetro,
  overTimeSummary,
  perMetroSummary,
  quotesOverTime,
  type ChartBar,
  type TimeUnit,
} from '@/features/reports/chartData';
import type { Report, ReportRange } from '@/features/reports/types';
import { BarChart } from './BarChart';
import { ColumnChart } from './ColumnChart';

const PERIOD_HEADER: Record<TimeUnit, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  year: 'Year',
};

function periodColumns(unit: TimeUnit): DataColumn<ChartBar>[] {
  return [
    { key: 'period', header: PERIOD_HEADER[unit], cell: (bar) => bar.fullLabel },
    { key: 'count', header: 'Quote requests', cell: (bar) => bar.value },
  ];
}

/**
 * The report at a glance: quote requests over the range (the answer dates each quote request;
 * it has no per-day clicks) and total activity per metro. Each chart is one image named by a
 * sentence; the figures are in a table too (its own, or the activity table).
 */
export function ReportCharts({ report }: { report: Report & { range: ReportRange } }) {
  const { unit, bars } = useMemo(
    () => quotesOverTime(report.quotes, report.range),
    [report.quotes, report.range],
  );
  const metroBars = useMemo(() => activityPerMetro(report.activity), [report.activity]);
  return (
    <Row className="g-4 mb-4">
      <Col lg={6}>
        <ColumnChart
          title={`Quote requests per ${unit}`}
          summary={overTimeSummary(unit, bars, report.range)}
          bars={bars}
        >
          <details className="mt-2">
            <summary>Show these figures as a table</summary>
            <DataTable
              rows={bars}
              columns={periodColumns(unit)}
              rowKey={(bar) => bar.fullLabel}
              caption={`Quote requests per ${unit}`}
              className="table-sm"
            />
          </details>
        </ColumnChart>
      </Col>
      {metroBars.length > 0 && (
        <Col lg={6}>
          <BarChart
            title="Total activity per metro"
            summary={perMetroSummary(metroBars)}
            bars={metroBars}
          >
            <p className="small text-muted mt-2 mb-0">
              The activity table below has these figures, column by column.
            </p>
          </BarChart>
        </Col>
      )}
    </Row>
  );
}
