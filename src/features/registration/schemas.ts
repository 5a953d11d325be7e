import * as Yup from 'yup';
import { confirmationRule, emailRule, passwordRule, urlRule } from '@/lib/schemaRules';

/** Spec section 5, Operator registration form, to the letter. */
export const profileSchema = Yup.object({
  companyName: Yup.string().trim().required('Company name is required.'),
  companyPhone: Yup.string().trim().required('Company phone is required.'),
  companyWebsite: urlRule('Website must be a valid url'),
  address: Yup.string().trim().required('Address is required.'),
  addressLine2: Yup.string(),
  city: Yup.string().trim().required('City is required.'),
  state: Yup.string().required('State is required.'),
  zipCode: Yup.string().trim().required('Zip code is required.'),
  contactName: Yup.string().trim().required('Contact name is required.'),
  contactPhone: Yup.string().trim().required('Contact phone is required.'),
  contactPhoneExtension: Yup.string(),
  contactEmail: emailRule({
    required: 'Contact email is required.',
    invalid: 'Email must be a valid email',
  }),
  dotNumber: Yup.string()
    .trim()
    .required('DOT Number is required.')
    .matches(/^\d+$/, 'DOT Number must be a valid number'),
  agreeToTerms: Yup.boolean().oneOf([true], 'Terms and conditions is required.'),
});

/** Spec section 5, Registration login step. */
export const loginStepSchema = Yup.object({
  loginName: Yup.string().trim().required('Login Name is required.'),
  password: passwordRule('Password must be at least 8 characters long.'),
  confirmPassword: confirmationRule('password', {
    required: 'Confirmation new password is required.',
    differs: 'Passwords must match.',
  }),
});

/** A select's choice (Formik hands an empty choice to Yup as undefined). */
const chosen = (value: unknown) => value !== '' && value !== undefined && value !== null;

/** Spec section 5, Payment plan step; the payment option's text is the spec's (it says CC Recurring). */
export const paymentPlanSchema = Yup.object({
  accountStatus: Yup.string().required('Account Status is required.'),
  ccRecurring: Yup.mixed().test('chosen', 'CC Recurring is required.', chosen),
  paymentOption: Yup.mixed().test('chosen', 'CC Recurring is required.', chosen),
});
