import {
  createSlice,
  type ActionReducerMapBuilder,
  type AsyncThunk,
  type AsyncThunkConfig,
} from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import {
  getCompany,
  postAssociations,
  postAuthority,
  postCodes,
  postLogin,
  postPaymentForms,
  postPhoto,
  postProfile,
  postRemovePhoto,
} from './companyApi';
import type {
  CodeList,
  CompanyPhoto,
  CompanyProfile,
  LoginValues,
  PaymentForms,
  PhotoToSave,
  ProfileValues,
} from './types';

/**
 * The company profile (GET /subscribers/{id}/companymanagement) has this one owner: the company
 * page edits it section by section, and later operator screens (listings, setup) select from it.
 */
export interface CompanyState {
  profile: CompanyProfile | null;
  requests: {
    fetchCompany: RequestState;
    saveProfile: RequestState;
    saveAssociations: RequestState;
    savePaymentForms: RequestState;
    saveAuthority: RequestState;
    saveLogin: RequestState;
    saveProfilePhoto: RequestState;
    addAdditionalPhoto: RequestState;
    removeAdditionalPhoto: RequestState;
    saveCodes: Record<CodeList, RequestState>;
  };
}

export type CompanyRequest = Exclude<keyof CompanyState['requests'], 'saveCodes'>;

const initialState: CompanyState = {
  profile: null,
  requests: {
    fetchCompany: idleRequest(),
    saveProfile: idleRequest(),
    saveAssociations: idleRequest(),
    savePaymentForms: idleRequest(),
    saveAuthority: idleRequest(),
    saveLogin: idleRequest(),
    saveProfilePhoto: idleRequest(),
    addAdditionalPhoto: idleRequest(),
    removeAdditionalPhoto: idleRequest(),
    saveCodes: { businessHighlights: idleRequest(), charterBusServices: idleRequest() },
  },
};

interface ThunkState {
  getState: () => { auth: { companyId: number | null }; company?: CompanyState };
}

const companyIdOf = ({ getState }: ThunkState) => getState().auth.companyId ?? 0;
const stateOf = (getState: ThunkState['getState']) => getState().company ?? initialState;
/** Each save runs once at a time: a second click while it runs sends nothing. */
const idle =
  (request: CompanyRequest) =>
  (_: unknown, { getState }: ThunkState) =>
    stateOf(getState).requests[request].status !== 'pending';

/**
 * The association choices come with the company; an answer without them gets the registration's
 * list (the same memberships, grouped National, State and Regional, Certifications).
 */
async function withAssociationChoices(company: CompanyProfile): Promise<CompanyProfile> {
  if (company.associations.some((group) => group.items.length > 0)) return company;
  try {
    // Only for an answer without them: the registration's calls load then, not with the page.
    const { getRegistrationAssociations } = await import('@/features/registration/registrationApi');
    const groups = await getRegistrationAssociations();
    return {
      ...company,
      associations: [
        { name: 'National', items: groups.national },
        { name: 'State and Regional', items: groups.stateAndRegional },
        { name: 'Certifications', items: groups.certifications },
      ],
    };
  } catch {
    return company; // The section then offers nothing to change; the rest of the page works.
  }
}

/** Pages that show the profile read it on each visit; screens that only need a field pass `ifMissing`. */
export const fetchCompany = createApiThunk<CompanyProfile, { ifMissing: boolean } | void>(
  'company/fetchCompany',
  async (_, api) => withAssociationChoices(await getCompany(companyIdOf(api))),
  {
    condition: (arg, { getState }) => {
      const company = stateOf(getState);
      if (!getState().auth.companyId) return false;
      if (arg?.ifMissing && company.profile) return false;
      return company.requests.fetchCompany.status !== 'pending';
    },
  },
);

/**
 * A section save whose answer carries nothing to keep: the profile takes what was sent. Each
 * runs once at a time (`idle`), under its own request's name.
 */
function sectionSave<T>(
  request: CompanyRequest,
  post: (companyId: number, value: T) => Promise<void>,
) {
  return createApiThunk<T, T>(
    `company/${request}`,
    async (value, api) => {
      await post(companyIdOf(api), value);
      return value;
    },
    { condition: idle(request) },
  );
}

export const saveProfile = sectionSave<ProfileValues>('saveProfile', postProfile);
export const saveAssociations = sectionSave<number[]>('saveAssociations', postAssociations);
export const savePaymentForms = sectionSave<PaymentForms>('savePaymentForms', postPaymentForms);
export const saveAuthority = sectionSave<string>('saveAuthority', postAuthority);

export const saveLogin = createApiThunk<void, LoginValues>(
  'company/saveLogin',
  (values, api) =>
    postLogin(companyIdOf(api), stateOf(api.getState).profile?.loginEmail ?? '', values),
  { condition: idle('saveLogin') },
);

/** The answers to photo saves carry no URL: the profile is read again for the stored photos. */
async function photosAfterSave(companyId: number): Promise<CompanyProfile | null> {
  try {
    return await getCompany(companyId);
  } catch {
    return null;
  }
}

const dataUrl = (photo: string) => `data:image/jpeg;base64,${photo}`;

/** Replaces the profile photo when it has a file name, else adds one (spec section 4). */
export const saveProfilePhoto = createApiThunk<
  Pick<CompanyProfile, 'photoUrl' | 'photoFilename'>,
  PhotoToSave
>(
  'company/saveProfilePhoto',
  async ({ photo }, api) => {
    const companyId = companyIdOf(api);
    const current = stateOf(api.getState).profile?.photoFilename ?? null;
    await postPhoto(companyId, { photo, replace: current, additional: false });
    const fresh = await photosAfterSave(companyId);
    // Should the read fail, the photo just sent is what the server now has.
    return fresh
      ? { photoUrl: fresh.photoUrl, photoFilename: fresh.photoFilename }
      : { photoUrl: dataUrl(photo), photoFilename: current };
  },
  { condition: idle('saveProfilePhoto') },
);

export const addAdditionalPhoto = createApiThunk<CompanyPhoto[], PhotoToSave>(
  'company/addAdditionalPhoto',
  async ({ photo }, api) => {
    const companyId = companyIdOf(api);
    await postPhoto(companyId, { photo, replace: null, additional: true });
    const fresh = await photosAfterSave(companyId);
    const before = stateOf(api.getState).profile?.additionalPhotos ?? [];
    // Without a file name it cannot be removed until the page is read again.
    return fresh ? fresh.additionalPhotos : [...before, { url: dataUrl(photo), fileName: '' }];
  },
  { condition: idle('addAdditionalPhoto') },
);

export const removeAdditionalPhoto = sectionSave<string>(
  'removeAdditionalPhoto',
  (companyId, fileName) => postRemovePhoto(companyId, fileName, true),
);

/** Highlights from the Business / Group Charter Bus Services Provided; answers the server's message. */
export const saveCodes = createApiThunk<string, { list: CodeList; codes: number[] }>(
  'company/saveCodes',
  ({ list, codes }, api) => postCodes(companyIdOf(api), list, codes),
  {
    condition: ({ list }, { getState }) =>
      stateOf(getState).requests.saveCodes[list].status !== 'pending',
  },
);

/** A save whose answer lands in the profile when one is loaded (before the first read, nowhere). */
function addProfileSave<Returned, Arg, Config extends AsyncThunkConfig>(
  builder: ActionReducerMapBuilder<CompanyState>,
  thunk: AsyncThunk<Returned, Arg, Config & { rejectValue: string }>,
  request: CompanyRequest,
  patch: (payload: Returned) => Partial<CompanyProfile>,
): void {
  addRequestCases(builder, thunk, (state) => state.requests[request], {
    fulfilled: (state, { payload }) => {
      if (state.profile) Object.assign(state.profile, patch(payload));
    },
  });
}

export const companySlice = createSlice({
  name: 'company',
  initialState,
  reducers: {
    /** A section's last failure no longer applies (a new photo chosen, the dialog closed). */
    companyFailureCleared(state, { payload }: { payload: CompanyRequest }) {
      state.requests[payload].error = null;
    },
    /** Coming back to the page starts without the last visit's failures. */
    companyNoticesCleared(state) {
      for (const key of Object.keys(state.requests) as (keyof CompanyState['requests'])[]) {
        if (key === 'saveCodes' || key === 'fetchCompany') continue;
        state.requests[key] = idleRequest();
      }
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchCompany, (state) => state.requests.fetchCompany, {
      fulfilled: (state, { payload }) => {
        state.profile = payload;
      },
    });
    addRequestCases(builder, saveProfile, (state) => state.requests.saveProfile, {
      fulfilled: (state, { payload: values }) => {
        if (!state.profile) return;
        const trimmed = Object.fromEntries(
          Object.entries(values).map(([key, value]) => [
            key,
            typeof value === 'string' ? value.trim() : value,
          ]),
        ) as unknown as ProfileValues;
        Object.assign(state.profile, {
          ...trimmed,
          isTourOperator: values.isTourOperator === 'yes',
          hasReceptiveServices: values.hasReceptiveServices === 'yes',
        });
      },
    });
    addProfileSave(builder, saveAssociations, 'saveAssociations', (selectedAssociations) => ({
      selectedAssociations,
    }));
    addProfileSave(builder, savePaymentForms, 'savePaymentForms', (forms) => forms);
    addProfileSave(builder, saveAuthority, 'saveAuthority', (dotNumber) => ({ dotNumber }));
    addRequestCases(builder, saveLogin, (state) => state.requests.saveLogin);
    addProfileSave(builder, saveProfilePhoto, 'saveProfilePhoto', (photo) => photo);
    addProfileSave(builder, addAdditionalPhoto, 'addAdditionalPhoto', (additionalPhotos) => ({
      additionalPhotos,
    }));
    addRequestCases(
      builder,
      removeAdditionalPhoto,
      (state) => state.requests.removeAdditionalPhoto,
      {
        fulfilled: (state, { payload }) => {
          if (!state.profile) return;
          state.profile.additionalPhotos = state.profile.additionalPhotos.filter(
            (photo) => photo.fileName !== payload,
          );
        },
      },
    );
    addRequestCases(builder, saveCodes, (state, { list }) => state.requests.saveCodes[list], {
      fulfilled: (state, { meta }) => {
        if (state.profile) state.profile[meta.arg.list] = meta.arg.codes;
      },
    });
  },
  selectors: {
    selectCompany: (state) => state,
    selectCompanyProfile: (state) => state.profile,
  },
});

export const { companyFailureCleared, companyNoticesCleared } = companySlice.actions;

/** Operator screens only: the slice joins the store with the first of them that loads. */
export const { selectCompany, selectCompanyProfile } =
  companySlice.injectInto(rootReducer).selectors;
