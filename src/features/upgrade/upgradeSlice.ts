import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import type { UpgradePremium } from './types';
import { getSelfPayUpgradeToPremium, getUpgradeToPremium } from './upgradeApi';

/** The free-trial upgrade flow: the upgrade list, Pay the Bill, and the congratulations. */
export interface UpgradeState {
  modalVisible: boolean;
  upgradePremium: UpgradePremium | null;
  congratulationsVisible: boolean;
  requests: {
    fetchUpgradeList: RequestState;
    /** payBillState / payBillStateMsg of the spec's login entity. */
    saveUpgradePayment: RequestState;
  };
}

const initialState: UpgradeState = {
  modalVisible: false,
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
    upgradeModalOpened(state) {
      state.modalVisible = true;
      state.requests.saveUpgradePayment = idleRequest();
    },
    upgradeModalClosed(state) {
      state.modalVisible = false;
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
        state.modalVisible = false;
        state.congratulationsVisible = true;
      },
    });
  },
  selectors: {
    selectUpgrade: (state) => state,
  },
});

export const { upgradeModalOpened, upgradeModalClosed, congratulationsClosed } =
  upgradeSlice.actions;
/**
 * Only free-trial operators ever need this state: it joins the store when this module is first
 * loaded (with the upgrade offer), never on a traveller's first load.
 */
declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof upgradeSlice> {}
}
const injectedUpgradeSlice = upgradeSlice.injectInto(rootReducer);

export const { selectUpgrade } = injectedUpgradeSlice.selectors;
