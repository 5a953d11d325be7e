import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import * as authApi from './authApi';
import type { RequestStatus, UpgradePremium } from './types';

/** The free-trial upgrade flow: the upgrade list, Pay the Bill, and the congratulations. */
export interface UpgradeState {
  modalVisible: boolean;
  listStatus: RequestStatus;
  upgradePremium: UpgradePremium | null;
  listError: string | null;
  /** payBillState / payBillStateMsg of the spec's login entity. */
  payBillState: RequestStatus;
  payBillStateMsg: string | null;
  congratulationsVisible: boolean;
}

const initialState: UpgradeState = {
  modalVisible: false,
  listStatus: 'idle',
  upgradePremium: null,
  listError: null,
  payBillState: 'idle',
  payBillStateMsg: null,
  congratulationsVisible: false,
};

export const fetchUpgradeList = createAppAsyncThunk<UpgradePremium, void>(
  'upgrade/fetchUpgradeList',
  async (_, { getState, rejectWithValue }) => {
    try {
      return await authApi.getUpgradeToPremium(getState().auth.companyId ?? 0);
    } catch (error) {
      return rejectWithValue(messageOf(error, authApi.UPGRADE_FAILED));
    }
  },
);

export const payBill = createAppAsyncThunk<void, void>(
  'upgrade/payBill',
  async (_, { getState, rejectWithValue }) => {
    try {
      await authApi.payUpgradeToPremium(getState().auth.companyId ?? 0);
    } catch (error) {
      return rejectWithValue(messageOf(error, authApi.PAY_BILL_FAILED));
    }
  },
);

export const upgradeSlice = createSlice({
  name: 'upgrade',
  initialState,
  reducers: {
    upgradeModalOpened(state) {
      state.modalVisible = true;
      state.payBillState = 'idle';
      state.payBillStateMsg = null;
    },
    upgradeModalClosed(state) {
      state.modalVisible = false;
    },
    congratulationsClosed(state) {
      state.congratulationsVisible = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(fetchUpgradeList.pending, (state) => {
        state.listStatus = 'pending';
        state.listError = null;
      })
      .addCase(fetchUpgradeList.fulfilled, (state, { payload }) => {
        state.listStatus = 'succeeded';
        state.upgradePremium = payload;
      })
      .addCase(fetchUpgradeList.rejected, (state, action) => {
        state.listStatus = 'failed';
        state.listError = action.payload ?? authApi.UPGRADE_FAILED;
      })
      .addCase(payBill.pending, (state) => {
        state.payBillState = 'pending';
        state.payBillStateMsg = null;
      })
      .addCase(payBill.fulfilled, (state) => {
        state.payBillState = 'succeeded';
        state.modalVisible = false;
        state.congratulationsVisible = true;
      })
      .addCase(payBill.rejected, (state, action) => {
        state.payBillState = 'failed';
        state.payBillStateMsg = action.payload ?? authApi.PAY_BILL_FAILED;
      });
  },
  selectors: {
    selectUpgrade: (state) => state,
  },
});

export const { upgradeModalOpened, upgradeModalClosed, congratulationsClosed } =
  upgradeSlice.actions;
export const { selectUpgrade } = upgradeSlice.selectors;
