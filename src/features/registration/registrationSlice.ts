import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { createApiThunk } from '@/app/withTypes';
import { paths } from '@/config/paths';
import { logIn } from '@/features/auth/authSlice';
import { ApiError } from '@/lib/apiError';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import { DEFAULT_PAYMENT_OPTION } from './constants';
import {
  getRegistrationAssociations,
  getRegistrationStates,
  postCheckRegisterInfo,
  postPaymentPlan,
  postRegister,
  postRegistrationLogin,
  REGISTER_FAILED,
} from './registrationApi';
import type { AssociationGroups, LoginStepValues, PaymentPlanValues, ProfileValues } from './types';

/**
 * The operator registration in progress (three screens) and its calls. What was typed survives a
 * reload of the tab (app/routes/operator/registration/registrationDraft.ts persists the
 * PERSISTED_REGISTRATION_KEYS); the passwords live in memory only.
 */
export interface RegistrationState {
  profile: ProfileValues;
  /** The duplicate check passed for the profile as it is now (typing again clears it). */
  profileChecked: boolean;
  loginName: string;
  /** Memory only: never in storage. */
  password: string;
  confirmPassword: string;
  /** The login step was accepted by the server (with the password still in memory). */
  loginAccepted: boolean;
  plan: PaymentPlanValues;
  /** Set once the register call succeeded: a retry then only sends what is left. */
  companyId: number | null;
  /** Registered and logged in: the draft is cleared while the new operator is on their way. */
  finished: boolean;
  associations: AssociationGroups | null;
  states: string[];
  requests: {
    fetchAssociations: RequestState;
    fetchStates: RequestState;
    checkProfile: RequestState;
    saveLoginStep: RequestState;
    register: RequestState;
  };
}

export const EMPTY_PROFILE: ProfileValues = {
  companyName: '',
  companyPhone: '',
  companyWebsite: '',
  address: '',
  addressLine2: '',
  city: '',
  state: '',
  zipCode: '',
  contactName: '',
  contactPhone: '',
  contactPhoneExtension: '',
  contactEmail: '',
  dotNumber: '',
  associations: [],
  agreeToTerms: false,
};

export const initialRegistrationState: RegistrationState = {
  profile: EMPTY_PROFILE,
  profileChecked: false,
  loginName: '',
  password: '',
  confirmPassword: '',
  loginAccepted: false,
  plan: { accountStatus: '', ccRecurring: '', paymentOption: DEFAULT_PAYMENT_OPTION },
  companyId: null,
  finished: false,
  associations: null,
  states: [],
  requests: {
    fetchAssociations: idleRequest(),
    fetchStates: idleRequest(),
    checkProfile: idleRequest(),
    saveLoginStep: idleRequest(),
    register: idleRequest(),
  },
};

/** What a reload keeps: what was typed and how far it got; never a password or a call's state. */
export const PERSISTED_REGISTRATION_KEYS = [
  'profile',
  'profileChecked',
  'loginName',
  'plan',
  'companyId',
] as const satisfies readonly (keyof RegistrationState)[];

/** The draft, or a fresh one before the registration screens have injected the slice. */
export const selectRegistration = (state: { registration?: RegistrationState }) =>
  state.registration ?? initialRegistrationState;
const selectRegistrationOf = selectRegistration;

export const fetchRegistrationAssociations = createApiThunk<AssociationGroups>(
  'registration/fetchAssociations',
  () => getRegistrationAssociations(),
  {
    condition: (_, { getState }) =>
      !['pending', 'succeeded'].includes(
        selectRegistrationOf(getState()).requests.fetchAssociations.status,
      ),
  },
);

export const fetchRegistrationStates = createApiThunk<string[]>(
  'registration/fetchStates',
  () => getRegistrationStates(),
  {
    condition: (_, { getState }) =>
      !['pending', 'succeeded'].includes(
        selectRegistrationOf(getState()).requests.fetchStates.status,
      ),
  },
);

/** Next on step 1: the duplicate check of the profile as typed. */
export const checkProfile = createApiThunk<void, ProfileValues>(
  'registration/checkProfile',
  (profile) => postCheckRegisterInfo(profile),
  {
    condition: (_, { getState }) =>
      selectRegistrationOf(getState()).requests.checkProfile.status !== 'pending',
  },
);

/** Next on step 2: the login name and password. */
export const saveLoginStep = createApiThunk<void, LoginStepValues>(
  'registration/saveLoginStep',
  (login, { getState }) => postRegistrationLogin(selectRegistrationOf(getState()).profile, login),
  {
    condition: (_, { getState }) =>
      selectRegistrationOf(getState()).requests.saveLoginStep.status !== 'pending',
  },
);

/**
 * The last step: register (once), send the payment plan, log in with the chosen credentials and
 * answer where the setup progress sends the new operator (spec section 2). A failure keeps
 * everything typed; a retry resumes after the last call that succeeded.
 */
export const registerOperator = createApiThunk<string | null, PaymentPlanValues>(
  'registration/registerOperator',
  async (plan, { dispatch, getState }) => {
    const draft = selectRegistrationOf(getState());
    const login = {
      loginName: draft.loginName,
      password: draft.password,
      confirmPassword: draft.confirmPassword,
    };
    let companyId = draft.companyId;
    if (companyId === null) {
      companyId = await postRegister(draft.profile, login);
      dispatch(registrationSlice.actions.companyRegistered(companyId));
    }
    await postPaymentPlan(companyId, plan);
    const credentials = {
      email: draft.profile.contactEmail.trim(),
      password: draft.password,
      rememberMe: false,
    };
    const outcome = await dispatch(logIn(credentials))
      .unwrap()
      .catch((text: unknown) => {
        // The login's own text (the account exists now; a retry only logs in).
        throw new ApiError(0, typeof text === 'string' ? text : null, REGISTER_FAILED);
      });
    dispatch(registrationSlice.actions.registrationFinished());
    // A suspended account gets the arrears notice from the login; it stays where it is.
    if (outcome.kind !== 'navigate') return null;
    const step = (paths.subscriberInit as readonly string[]).includes(outcome.to);
    return step ? outcome.to : paths.subscriberCompanyNew;
  },
  {
    condition: (_, { getState }) =>
      selectRegistrationOf(getState()).requests.register.status !== 'pending',
  },
);

export const registrationSlice = createSlice({
  name: 'registration',
  initialState: initialRegistrationState,
  reducers: {
    profileEdited(state, { payload }: PayloadAction<ProfileValues>) {
      state.profile = payload;
      state.profileChecked = false;
      state.finished = false;
      // The login step's DOT number and e-mail come from here: it is confirmed again.
      state.loginAccepted = false;
    },
    loginEdited(state, { payload }: PayloadAction<LoginStepValues>) {
      state.loginName = payload.loginName;
      state.password = payload.password;
      state.confirmPassword = payload.confirmPassword;
      state.loginAccepted = false;
    },
    planEdited(state, { payload }: PayloadAction<PaymentPlanValues>) {
      state.plan = payload;
    },
    companyRegistered(state, { payload }: PayloadAction<number>) {
      state.companyId = payload;
    },
    /** Registered and logged in: nothing of the draft is kept. */
    registrationFinished(state) {
      return {
        ...initialRegistrationState,
        finished: true,
        associations: state.associations,
        states: state.states,
        requests: { ...state.requests },
      };
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchRegistrationAssociations, (s) => s.requests.fetchAssociations, {
      fulfilled: (state, { payload }) => {
        state.associations = payload;
      },
    });
    addRequestCases(builder, fetchRegistrationStates, (s) => s.requests.fetchStates, {
      fulfilled: (state, { payload }) => {
        state.states = payload;
      },
    });
    addRequestCases(builder, checkProfile, (s) => s.requests.checkProfile, {
      fulfilled: (state) => {
        state.profileChecked = true;
      },
    });
    addRequestCases(builder, saveLoginStep, (s) => s.requests.saveLoginStep, {
      fulfilled: (state) => {
        state.loginAccepted = true;
      },
    });
    addRequestCases(builder, registerOperator, (s) => s.requests.register);
  },
});

export const { profileEdited, loginEdited, planEdited } = registrationSlice.actions;
