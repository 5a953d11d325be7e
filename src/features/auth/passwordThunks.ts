import { createAppAsyncThunk } from '@/app/withTypes';
import { messageOf } from '@/lib/apiError';
import { FORGOT_FAILED, requestPassword } from './authApi';

/** POST /forgot. Its outcome belongs to the one screen that asks, so it keeps no slice state. */
export const requestPasswordEmail = createAppAsyncThunk<void, string>(
  'auth/requestPasswordEmail',
  async (email, { rejectWithValue }) => {
    try {
      await requestPassword(email.trim());
    } catch (error) {
      return rejectWithValue(messageOf(error, FORGOT_FAILED));
    }
  },
);
