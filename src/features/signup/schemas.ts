import * as Yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';

/** The spec's sign-up rules, to the letter (section 5). Company is optional. */
export const signupSchema = Yup.object({
  firstName: Yup.string().trim().required('First name is required'),
  lastName: Yup.string().trim().required('Last name is required'),
  company: Yup.string().trim(),
  about: Yup.string().trim(),
  email: Yup.string().trim().required('Email is required').email('Must use valid email'),
  password: Yup.string()
    .required('Password must be at least 8 characters long')
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters long'),
  confirmationPassword: Yup.string()
    .required('Confirmationpassword is required')
    .oneOf([Yup.ref('password')], 'Passwords must match'),
});
