import { msg } from '@lingui/core/macro';
import * as Yup from 'yup';
import { emailRule } from '@/lib/schemaRules';

/**
 * The pattern for translated rules (docs/i18n.md): each message is a descriptor (`msg`), which
 * the field reads in the visitor's language when it shows the error (components/form/Field).
 */
export const loginSchema = Yup.object({
  email: Yup.string()
    .trim()
    .required(msg`Email or username is required`),
  password: Yup.string().required(msg`Password is required`),
  rememberMe: Yup.boolean().defined(),
});

export const forgotPasswordSchema = Yup.object({
  email: emailRule(),
});
