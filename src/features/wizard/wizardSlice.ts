import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { getSetupProgress } from '@/features/auth/operatorApi';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import type { WizardStep } from './steps';

/**
 * Where the company stands in the setup wizard. The server's progress is the truth: it is
 * fetched each time the wizard is entered, and a step that succeeds moves it on here exactly as
 * the server just did, so the next step opens without another round trip.
 */
export interface WizardState {
  /** 1-5: the step to do; anything else: setup is finished. Null until fetched. */
  progress: number | null;
  requests: { fetchSetupProgress: RequestState };
}

const initialState: WizardState = {
  progress: null,
  requests: { fetchSetupProgress: idleRequest() },
};

/** GET /company/progress/get/company/setup/index for the logged-in company. */
export const fetchSetupProgress = createApiThunk<number>(
  'wizard/fetchSetupProgress',
  async (_, { getState }) => getSetupProgress(getState().auth.companyId ?? 0),
);

export const wizardSlice = createSlice({
  name: 'wizard',
  initialState,
  reducers: {
    /**
     * A step's save or Next succeeded (the server moved the company on). Step 5 leaves the
     * progress where it is: the page leaves the wizard, and the next visit asks the server.
     */
    setupStepDone(state, { payload }: PayloadAction<WizardStep>) {
      if (payload < 5) state.progress = payload + 1;
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchSetupProgress, (state) => state.requests.fetchSetupProgress, {
      latestOnly: true,
      fulfilled: (state, { payload }) => {
        state.progress = payload;
      },
    });
  },
  selectors: {
    selectWizard: (state) => state,
  },
});

export const { setupStepDone } = wizardSlice.actions;

/** Only operators in setup need this state: it joins the store with the wizard's screens. */
export const { selectWizard } = wizardSlice.injectInto(rootReducer).selectors;
