import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createApiThunk, createAppAsyncThunk } from '@/app/withTypes';
import { REMEMBER_ME_MS } from '@/config/constants';
import { setupStepPath, paths } from '@/config/paths';
import { addRequestCases, type RequestState } from '@/lib/requestStatus';
import { postLogin } from './authApi';
import type { LoginCredentials, LoginOutcome, LoginType, Session } from './types';

/** The login entity of the spec; `status` and `error` are the last login attempt's. */
export interface AuthState extends RequestState, Omit<Session, 'apiToken' | 'loginType'> {
  /** Null until logged in (the Session's own fields once logged in). */
  apiToken: string | null;
  loggedIn: boolean;
  loginType: LoginType | null;
  rememberMe: boolean;
  /** When a remembered login is dropped (ms since epoch); null for a browser-session login. */
  expiresAt: number | null;
  isFreeTrial: boolean;
  isUpgradePremium: boolean;
  subscriberLoginModalVisible: boolean;
  /** Set while the arrears notice is open. */
  arrearsId: string | null;
  /** Where to go after logging in from a guard (the page the visitor asked for). */
  returnTo: string | null;
  /** A short note shown in the login modal, e.g. after the session ended. */
  sessionNotice: string | null;
}

export const initialAuthState: AuthState = {
  apiToken: null,
  loggedIn: false,
  loginType: null,
  userId: null,
  companyId: null,
  companyName: '',
  contactName: '',
  firstName: '',
  lastName: '',
  rememberMe: false,
  expiresAt: null,
  isFreeTrial: false,
  isUpgradePremium: false,
  subscriberLoginModalVisible: false,
  arrearsId: null,
  returnTo: null,
  sessionNotice: null,
  status: 'idle',
  error: null,
};

/** The fields that survive a reload (the "login" entity of the spec). */
export const PERSISTED_AUTH_KEYS = [
  'apiToken',
  'loggedIn',
  'loginType',
  'userId',
  'companyId',
  'companyName',
  'contactName',
  'firstName',
  'lastName',
  'rememberMe',
  'expiresAt',
  'isFreeTrial',
  'isUpgradePremium',
] as const satisfies readonly (keyof AuthState)[];

/** Every slice returns to its initial state on these (see app/store.ts). */
export const loggedOut = createAction('auth/loggedOut');
export const SESSION_ENDED_NOTICE = 'Your session has ended. Please log in again.';
export const sessionExpired = createAction('auth/sessionExpired');

/** A session begins: after login, or after a registration that returns a token. */
export const sessionStarted = createAction<{ session: Session; rememberMe: boolean; now: number }>(
  'auth/sessionStarted',
);
const freeTrialLoaded = createAction<{ freeTrial: boolean; upgradePremium: boolean }>(
  'auth/freeTrialLoaded',
);

/** Logs in and works out where the visitor lands (spec section 4, "After subscriber login"). */
export const logIn = createApiThunk<LoginOutcome, LoginCredentials>(
  'auth/logIn',
  async ({ email, password, rememberMe }, { dispatch, getState }) => {
    // The operator's follow-up calls load beside the login call, not after it (and never with
    // a traveller's first screen). A failed load surfaces where it is awaited, not here.
    const operatorApi = import('./operatorApi');
    operatorApi.catch(() => undefined);
    const { session, arrearsId } = await postLogin(email, password);
    // A suspended account is not let in: it only gets the way to settle its balance.
    if (arrearsId !== null) return { kind: 'arrears', arrearsId };

    dispatch(sessionStarted({ session, rememberMe, now: Date.now() }));
    const returnTo = getState().auth.returnTo;

    if (session.loginType === 'admin') return { kind: 'navigate', to: paths.adminReports };
    if (session.loginType === 'user')
      return { kind: 'navigate', to: returnTo ?? paths.userQuoteHistory };

    const companyId = session.companyId ?? 0;
    void dispatch(fetchFreeTrial(companyId));
    try {
      const progress = await (await operatorApi).getSetupProgress(companyId);
      return { kind: 'navigate', to: setupStepPath(progress) };
    } catch {
      // An unknown progress is "anything else": the listings page.
      return { kind: 'navigate', to: paths.subscriberListings };
    }
  },
  // One login at a time, however often the button or Enter is pressed.
  { condition: (_, { getState }) => getState().auth.status !== 'pending' },
);

/** Free-trial and upgrade flags; a failure leaves them off (no banner) rather than bothering anyone. */
export const fetchFreeTrial = createAppAsyncThunk<void, number>(
  'auth/fetchFreeTrial',
  async (companyId, { dispatch }) => {
    try {
      const { getFreeTrialAccount } = await import('./operatorApi');
      dispatch(freeTrialLoaded(await getFreeTrialAccount(companyId)));
    } catch {
      dispatch(freeTrialLoaded({ freeTrial: false, upgradePremium: false }));
    }
  },
);

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    loginModalShown(state, action: PayloadAction<{ returnTo?: string } | undefined>) {
      state.subscriberLoginModalVisible = true;
      state.error = null;
      state.status = 'idle';
      state.returnTo = action.payload?.returnTo ?? null;
    },
    loginModalHidden(state) {
      state.subscriberLoginModalVisible = false;
      state.error = null;
      state.sessionNotice = null;
      state.returnTo = null;
    },
    arrearsNoticeClosed(state) {
      state.arrearsId = null;
    },
    upgradeDeclined(state) {
      state.isUpgradePremium = false;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionStarted, (state, { payload }) => {
        Object.assign(state, payload.session);
        state.loggedIn = true;
        state.rememberMe = payload.rememberMe;
        state.expiresAt = payload.rememberMe ? payload.now + REMEMBER_ME_MS : null;
        state.subscriberLoginModalVisible = false;
        state.sessionNotice = null;
        state.isFreeTrial = false;
        state.isUpgradePremium = false;
      })
      .addCase(freeTrialLoaded, (state, { payload }) => {
        state.isFreeTrial = payload.freeTrial;
        state.isUpgradePremium = payload.freeTrial && payload.upgradePremium;
      })
      .addCase(sessionExpired, (state) => {
        state.subscriberLoginModalVisible = true;
        state.sessionNotice = SESSION_ENDED_NOTICE;
      });
    addRequestCases(builder, logIn, (state) => state, {
      fulfilled: (state, { payload }) => {
        state.returnTo = null;
        if (payload.kind === 'arrears') {
          state.subscriberLoginModalVisible = false;
          state.arrearsId = payload.arrearsId;
        }
      },
    });
  },
  selectors: {
    selectAuth: (state) => state,
    selectIsLoggedIn: (state) => state.loggedIn,
    selectLoginType: (state) => (state.loggedIn ? state.loginType : null),
    selectApiToken: (state) => state.apiToken,
    selectShowUpgradeBanner: (state) =>
      state.loggedIn &&
      state.loginType === 'subscriber' &&
      state.isFreeTrial &&
      state.isUpgradePremium,
  },
});

export const { loginModalShown, loginModalHidden, arrearsNoticeClosed, upgradeDeclined } =
  authSlice.actions;
export const {
  selectAuth,
  selectIsLoggedIn,
  selectLoginType,
  selectApiToken,
  selectShowUpgradeBanner,
} = authSlice.selectors;

/** The My Account target of each role. */
export function accountHomeOf(loginType: LoginType | null): string {
  if (loginType === 'subscriber') return paths.subscriberListings;
  if (loginType === 'admin') return paths.adminReports;
  return paths.userQuoteHistory;
}
