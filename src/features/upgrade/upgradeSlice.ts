import { createSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk, type AppThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import type { UpgradePremium } from './types';
import { getSelfPayUpgradeToPremium, getUpgradeToPremium } from './upgradeApi';

/**
 * Where the upgrade dialog is: closed, the offer (Continue as Free Trial or Upgrade), or the list
 * of metros with their billing (fetched only once the operator has chosen Upgrade).
 */
export type UpgradeStep = 'closed' | 'offer' | 'list';

/** The free-trial upgrade flow: the offer, the upgrade list, Pay the Bill, the congratulations. */
export interface UpgradeState {
  step: UpgradeStep;
  upgradePremium: UpgradePremium | null;
  congratulationsVisible: boolean;
  requests: {
    fetchUpgradeList: RequestState;
    /** payBillState / payBillStateMsg of the spec's login entity. */
    saveUpgradePayment: RequestState;
  };
}

const initialState: UpgradeState = {
  step: 'closed',
  upgradePremium: null,
  congratulationsVisible: false,
  requests: { fetchUpgradeList: idleRequest(), saveUpgradePayment: idleRequest() },
};

export const fetchUpgradeList = createApiThunk<UpgradePremium>(
  'upgrade/fetchUpgradeList',
  (_, { getState }) => getUpgradeToPremium(getState().auth.companyId ?? 0),
);

/** Pay the Bill: one payment per click. */
export const saveUpgradePayment = createApiThunk<void>(
  'upgrade/saveUpgradePayment',
  (_, { getState }) => getSelfPayUpgradeToPremium(getState().auth.companyId ?? 0),
  {
    condition: (_, { getState }) =>
      selectUpgrade(getState()).requests.saveUpgradePayment.status !== 'pending',
  },
);

export const upgradeSlice = createSlice({
  name: 'upgrade',
  initialState,
  reducers: {
    /** The app's own prompt (bid list, after a payment save): the offer, no call yet. */
    upgradeOffered(state) {
      state.step = 'offer';
      state.requests.saveUpgradePayment = idleRequest();
    },
    upgradeListOpened(state) {
      state.step = 'list';
      state.requests.saveUpgradePayment = idleRequest();
    },
    /** Continue as Free Trial (or Escape, or the close button): no call. */
    upgradeModalClosed(state) {
      state.step = 'closed';
    },
    congratulationsClosed(state) {
      state.congratulationsVisible = false;
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchUpgradeList, (state) => state.requests.fetchUpgradeList, {
      fulfilled: (state, { payload }) => {
        state.upgradePremium = payload;
      },
    });
    addRequestCases(builder, saveUpgradePayment, (state) => state.requests.saveUpgradePayment, {
      fulfilled: (state) => {
        state.step = 'closed';
        state.congratulationsVisible = true;
      },
    });
  },
  selectors: {
    selectUpgrade: (state) => state,
  },
});

export const { upgradeOffered, upgradeListOpened, upgradeModalClosed, congratulationsClosed } =
  upgradeSlice.actions;

/** Upgrade chosen (the offer's button, the banner's): the list opens and is fetched. */
export const openUpgradeList = (): AppThunk => (dispatch) => {
  dispatch(upgradeListOpened());
  void dispatch(fetchUpgradeList());
};
/**
 * Only free-trial operators ever need this state: it joins the store when this module is first
 * loaded (with the upgrade offer), never on a traveller's first load.
 */
export const { selectUpgrade } = upgradeSlice.injectInto(rootReducer).selectors;
