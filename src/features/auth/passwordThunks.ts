import { createApiThunk } from '@/app/withTypes';
import { postForgotPassword } from './authApi';

/** POST /forgot. Its outcome belongs to the one screen that asks, so it keeps no slice state. */
export const saveForgotPassword = createApiThunk<void, string>('auth/saveForgotPassword', (email) =>
  postForgotPassword(email.trim()),
);
