import * as Yup from 'yup';
import { emailRule } from '@/lib/schemaRules';

export const loginSchema = Yup.object({
  email: Yup.string().trim().required('Email or username is required'),
  password: Yup.string().required('Password is required'),
  rememberMe: Yup.boolean().defined(),
});

export const forgotPasswordSchema = Yup.object({
  email: emailRule(),
});
