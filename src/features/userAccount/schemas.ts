import { msg } from '@lingui/core/macro';
import * as Yup from 'yup';
import { confirmationRule, passwordRule } from '@/lib/schemaRules';

/** Profile edit: first and last name required, with the sign-up texts (spec section 5). */
export const profileSchema = Yup.object({
  firstName: Yup.string()
    .trim()
    .required(msg`First name is required`),
  lastName: Yup.string()
    .trim()
    .required(msg`Last name is required`),
  company: Yup.string().trim(),
  about: Yup.string().trim(),
});

/** Login edit: the current password, then a new one of 8 or more characters, twice. */
export const passwordSchema = Yup.object({
  currentPassword: Yup.string().required(msg`Current password is required`),
  newPassword: passwordRule(),
  confirmationPassword: confirmationRule('newPassword'),
});
