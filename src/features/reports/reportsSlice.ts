import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import { postReport } from './reportsApi';
import type { Report, ReportRange } from './types';

/** The operator's activity report: the range last asked for and the report of that range. */
export interface ReportsState {
  /** The range last submitted (what Try again and the exports use); null before the first. */
  range: ReportRange | null;
  /** The report on screen and the range it covers. */
  report: (Report & { range: ReportRange }) | null;
  requests: { fetchReport: RequestState };
}

const initialState: ReportsState = {
  range: null,
  report: null,
  requests: { fetchReport: idleRequest() },
};

const sameRange = (a: ReportRange | null | undefined, b: ReportRange) =>
  a?.startDate === b.startDate && a.endDate === b.endDate;

export const fetchReport = createApiThunk<Report, ReportRange>(
  'reports/fetchReport',
  (range, { getState }) => postReport(getState().auth.companyId ?? 0, range),
);

export const reportsSlice = createSlice({
  name: 'reports',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    // Only the last range asked for may land: an older answer arriving late is dropped.
    addRequestCases(builder, fetchReport, (state) => state.requests.fetchReport, {
      latestOnly: true,
      pending: (state, { meta }) => {
        state.range = meta.arg;
        // Another range's figures must not stand under this range's dates while it loads.
        if (!sameRange(state.report?.range, meta.arg)) state.report = null;
      },
      fulfilled: (state, { payload, meta }) => {
        state.report = { ...payload, range: meta.arg };
      },
    });
  },
  selectors: {
    selectReports: (state) => state,
  },
});

/** Only the reports screen needs this state: it joins the store with that screen. */
export const { selectReports } = reportsSlice.injectInto(rootReducer).selectors;
