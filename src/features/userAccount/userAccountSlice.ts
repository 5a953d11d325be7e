import { createSlice, type WithSlice } from '@reduxjs/toolkit';
import { rootReducer } from '@/app/rootReducer';
import { createApiThunk } from '@/app/withTypes';
import { jpegFileName } from '@/components/media/photoFile';
import { selectLoginType } from '@/features/auth/authSlice';
import { addRequestCases, idleRequest, type RequestState } from '@/lib/requestStatus';
import type { PasswordValues, PhotoToSave, ProfileValues, UserProfile } from './types';
import { getProfile, postPassword, postPhoto, postProfile } from './userAccountApi';

/**
 * The traveller's profile (GET /users/profile) has this one owner: My Account, Messages, the
 * search screen's Send Message and /review all fetch it through `fetchProfile` and read it here,
 * so a saved name shows everywhere at once.
 */
export interface UserAccountState {
  profile: UserProfile | null;
  requests: {
    fetchProfile: RequestState;
    saveProfile: RequestState;
    savePassword: RequestState;
    savePhoto: RequestState;
  };
}

const initialState: UserAccountState = {
  profile: null,
  requests: {
    fetchProfile: idleRequest(),
    saveProfile: idleRequest(),
    savePassword: idleRequest(),
    savePhoto: idleRequest(),
  },
};

/**
 * Only a traveller account has a profile (spec 6); one call at a time. Pages that show the
 * profile read it again on each visit; forms that only prefill from it pass `ifMissing`.
 */
export const fetchProfile = createApiThunk<UserProfile, { ifMissing: boolean } | void>(
  'userAccount/fetchProfile',
  () => getProfile(),
  {
    condition: (arg, { getState }) => {
      const state = getState();
      const userAccount = selectUserAccount(state);
      if (selectLoginType(state) !== 'user') return false;
      if (arg?.ifMissing && userAccount.profile) return false;
      return userAccount.requests.fetchProfile.status !== 'pending';
    },
  },
);

export const saveProfile = createApiThunk<ProfileValues, ProfileValues>(
  'userAccount/saveProfile',
  async (values) => {
    await postProfile(values);
    return values;
  },
  {
    condition: (_, { getState }) =>
      selectUserAccount(getState()).requests.saveProfile.status !== 'pending',
  },
);

export const savePassword = createApiThunk<void, PasswordValues>(
  'userAccount/savePassword',
  postPassword,
  {
    condition: (_, { getState }) =>
      selectUserAccount(getState()).requests.savePassword.status !== 'pending',
  },
);

/**
 * Uploads a cropped photo: replace when the profile has one, else add (contract). The answer
 * carries no URL, so the profile is read again; should that fail, the photo just sent is shown.
 */
export const savePhoto = createApiThunk<
  Pick<UserProfile, 'photoUrl' | 'photoFilename'>,
  PhotoToSave
>(
  'userAccount/savePhoto',
  async ({ photo, fileName }, { getState }) => {
    const current = selectUserAccount(getState()).profile?.photoFilename;
    const sentName = current || jpegFileName(fileName);
    await postPhoto(current ? 'replace' : 'add', { fileName: sentName, photo });
    try {
      const fresh = await getProfile();
      return { photoUrl: fresh.photoUrl ?? null, photoFilename: fresh.photoFilename ?? sentName };
    } catch {
      return { photoUrl: `data:image/jpeg;base64,${photo}`, photoFilename: sentName };
    }
  },
  {
    condition: (_, { getState }) =>
      selectUserAccount(getState()).requests.savePhoto.status !== 'pending',
  },
);

export const userAccountSlice = createSlice({
  name: 'userAccount',
  initialState,
  reducers: {
    /** Leaving and coming back to My Account starts without the last visit's failures. */
    accountNoticesCleared(state) {
      state.requests.saveProfile.error = null;
      state.requests.savePassword.error = null;
      state.requests.savePhoto.error = null;
    },
    /** A new photo was chosen, or the crop was cancelled: the last failure no longer applies. */
    photoFailureCleared(state) {
      state.requests.savePhoto = idleRequest();
    },
  },
  extraReducers: (builder) => {
    addRequestCases(builder, fetchProfile, (state) => state.requests.fetchProfile, {
      fulfilled: (state, { payload }) => {
        state.profile = payload;
      },
    });
    addRequestCases(builder, saveProfile, (state) => state.requests.saveProfile, {
      fulfilled: (state, { payload }) => {
        if (!state.profile) return;
        state.profile.firstName = payload.firstName.trim();
        state.profile.lastName = payload.lastName.trim();
        state.profile.company = payload.company.trim();
        state.profile.about = payload.about.trim();
      },
    });
    addRequestCases(builder, savePassword, (state) => state.requests.savePassword);
    addRequestCases(builder, savePhoto, (state) => state.requests.savePhoto, {
      fulfilled: (state, { payload }) => {
        if (state.profile) Object.assign(state.profile, payload);
      },
    });
  },
  selectors: {
    selectUserAccount: (state) => state,
    selectProfile: (state) => state.profile,
    selectProfileRequest: (state) => state.requests.fetchProfile,
  },
});

export const { accountNoticesCleared, photoFailureCleared } = userAccountSlice.actions;

/** Only travellers with an account need this state: it joins the store with their screens. */
declare module '@/app/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- module augmentation
  export interface LazyLoadedSlices extends WithSlice<typeof userAccountSlice> {}
}
const injectedUserAccountSlice = userAccountSlice.injectInto(rootReducer);
export const { selectUserAccount, selectProfile, selectProfileRequest } =
  injectedUserAccountSlice.selectors;

/** "First Last" of the profile, or '' before it is loaded. */
export function fullNameOf(profile: Pick<UserProfile, 'firstName' | 'lastName'> | null): string {
  return profile ? [profile.firstName, profile.lastName].filter(Boolean).join(' ') : '';
}
