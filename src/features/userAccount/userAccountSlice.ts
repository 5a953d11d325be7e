import { createSlice } from '@reduxjs/toolkit';
import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import type { RequestStatus } from '@/lib/requestStatus';
import type { PasswordValues, PhotoToSave, ProfileValues, UserProfile } from './types';
import {
  changePassword as changePasswordCall,
  fetchProfile,
  PASSWORD_FAILED,
  PHOTO_FAILED,
  PROFILE_FAILED,
  PROFILE_LOAD_FAILED,
  updateProfile,
  uploadPhoto,
} from './userAccountApi';

export interface UserAccountState {
  profile: UserProfile | null;
  profileStatus: RequestStatus;
  profileError: string | null;
  saveStatus: RequestStatus;
  saveError: string | null;
  passwordStatus: RequestStatus;
  passwordError: string | null;
  photoStatus: RequestStatus;
  photoError: string | null;
}

const initialState: UserAccountState = {
  profile: null,
  profileStatus: 'idle',
  profileError: null,
  saveStatus: 'idle',
  saveError: null,
  passwordStatus: 'idle',
  passwordError: null,
  photoStatus: 'idle',
  photoError: null,
};

/** The name to send a first photo under: the chosen file's, as a .jpeg (it is re-encoded). */
export function jpegFileName(original: string): string {
  const base = original.replace(/\.[^.]*$/, '').trim();
  return `${base || 'photo'}.jpeg`;
}

export const loadProfile = createAppAsyncThunk<UserProfile, void>(
  'userAccount/loadProfile',
  async (_, { rejectWithValue }) => {
    try {
      return await fetchProfile();
    } catch (error) {
      return rejectWithValue(messageOf(error, PROFILE_LOAD_FAILED));
    }
  },
  { condition: (_, { getState }) => getState().userAccount.profileStatus !== 'pending' },
);

export const saveProfile = createAppAsyncThunk<ProfileValues, ProfileValues>(
  'userAccount/saveProfile',
  async (values, { rejectWithValue }) => {
    try {
      await updateProfile(values);
      return values;
    } catch (error) {
      return rejectWithValue(messageOf(error, PROFILE_FAILED));
    }
  },
  { condition: (_, { getState }) => getState().userAccount.saveStatus !== 'pending' },
);

export const changePassword = createAppAsyncThunk<void, PasswordValues>(
  'userAccount/changePassword',
  async (values, { rejectWithValue }) => {
    try {
      await changePasswordCall(values);
    } catch (error) {
      return rejectWithValue(messageOf(error, PASSWORD_FAILED));
    }
  },
  { condition: (_, { getState }) => getState().userAccount.passwordStatus !== 'pending' },
);

/**
 * Uploads a cropped photo: replace when the profile has one, else add (contract). The answer
 * carries no URL, so the profile is read again; should that fail, the photo just sent is shown.
 */
export const savePhoto = createAppAsyncThunk<
  Pick<UserProfile, 'photoUrl' | 'photoFilename'>,
  PhotoToSave
>(
  'userAccount/savePhoto',
  async ({ photo, fileName }, { getState, rejectWithValue }) => {
    const current = getState().userAccount.profile?.photoFilename;
    const sentName = current || jpegFileName(fileName);
    try {
      await uploadPhoto(current ? 'replace' : 'add', { fileName: sentName, photo });
    } catch (error) {
      return rejectWithValue(messageOf(error, PHOTO_FAILED));
    }
    try {
      const fresh = await fetchProfile();
      return { photoUrl: fresh.photoUrl ?? null, photoFilename: fresh.photoFilename ?? sentName };
    } catch {
      return { photoUrl: `data:image/jpeg;base64,${photo}`, photoFilename: sentName };
    }
  },
  { condition: (_, { getState }) => getState().userAccount.photoStatus !== 'pending' },
);

export const userAccountSlice = createSlice({
  name: 'userAccount',
  initialState,
  reducers: {
    /** Leaving and coming back to My Account starts without the last visit's failures. */
    accountNoticesCleared(state) {
      state.saveError = null;
      state.passwordError = null;
      state.photoError = null;
    },
    /** A new photo was chosen, or the crop was cancelled: the last failure no longer applies. */
    photoFailureCleared(state) {
      state.photoError = null;
      if (state.photoStatus === 'failed') state.photoStatus = 'idle';
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(loadProfile.pending, (state) => {
        state.profileStatus = 'pending';
        state.profileError = null;
      })
      .addCase(loadProfile.fulfilled, (state, { payload }) => {
        state.profileStatus = 'succeeded';
        state.profile = payload;
      })
      .addCase(loadProfile.rejected, (state, action) => {
        state.profileStatus = 'failed';
        state.profileError = action.payload ?? PROFILE_LOAD_FAILED;
      })
      .addCase(saveProfile.pending, (state) => {
        state.saveStatus = 'pending';
        state.saveError = null;
      })
      .addCase(saveProfile.fulfilled, (state, { payload }) => {
        state.saveStatus = 'succeeded';
        if (state.profile) {
          state.profile.firstName = payload.firstName.trim();
          state.profile.lastName = payload.lastName.trim();
          state.profile.company = payload.company.trim();
          state.profile.about = payload.about.trim();
        }
      })
      .addCase(saveProfile.rejected, (state, action) => {
        state.saveStatus = 'failed';
        state.saveError = action.payload ?? PROFILE_FAILED;
      })
      .addCase(changePassword.pending, (state) => {
        state.passwordStatus = 'pending';
        state.passwordError = null;
      })
      .addCase(changePassword.fulfilled, (state) => {
        state.passwordStatus = 'succeeded';
      })
      .addCase(changePassword.rejected, (state, action) => {
        state.passwordStatus = 'failed';
        state.passwordError = action.payload ?? PASSWORD_FAILED;
      })
      .addCase(savePhoto.pending, (state) => {
        state.photoStatus = 'pending';
        state.photoError = null;
      })
      .addCase(savePhoto.fulfilled, (state, { payload }) => {
        state.photoStatus = 'succeeded';
        if (state.profile) Object.assign(state.profile, payload);
      })
      .addCase(savePhoto.rejected, (state, action) => {
        state.photoStatus = 'failed';
        state.photoError = action.payload ?? PHOTO_FAILED;
      });
  },
  selectors: { selectUserAccount: (state) => state },
});

export const { accountNoticesCleared, photoFailureCleared } = userAccountSlice.actions;
export const { selectUserAccount } = userAccountSlice.selectors;
