import { msg } from '@lingui/core/macro';
import * as Yup from 'yup';
import { confirmationRule, emailRule, passwordRule } from '@/lib/schemaRules';

/** The spec's sign-up rules, to the letter (section 5). Company is optional. */
export const signupSchema = Yup.object({
  firstName: Yup.string()
    .trim()
    .required(msg`First name is required`),
  lastName: Yup.string()
    .trim()
    .required(msg`Last name is required`),
  company: Yup.string().trim(),
  about: Yup.string().trim(),
  email: emailRule(),
  password: passwordRule(),
  confirmationPassword: confirmationRule('password'),
});
