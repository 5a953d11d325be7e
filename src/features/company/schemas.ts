import * as Yup from 'yup';
import { PASSWORD_MIN_LENGTH } from '@/config/constants';
import { emailRule, urlRule } from '@/lib/schemaRules';

/** Spec section 5, Company information: the spec's texts where it gives them, the same voice elsewhere. */
export const PROFILE_TEXTS = {
  street: 'Company street is required',
  city: 'Company city is required',
  state: 'Company state is required',
  zip: 'Company zip is required',
  contactName: 'Contact name is required',
  contactPhone: 'Contact phone is required',
  contactEmail: 'Contact email is required',
  contactEmailInvalid: 'Email must be a valid email',
  description: 'Description is required',
  hoursMon: 'Mon-Fri hours of operation are required',
  hoursSat: 'Saturday hours of operation are required',
  hoursSun: 'Sunday hours of operation are required',
  receptive: 'Receptive Services answer is required',
  tourOperator: 'Tour operator answer is required',
  website: 'Website must be a valid url',
} as const;

const required = (text: string) => Yup.string().trim().required(text);
const answer = (text: string) => Yup.string().oneOf(['yes', 'no'], text).required(text);

export const profileSchema = Yup.object({
  street: required(PROFILE_TEXTS.street),
  city: required(PROFILE_TEXTS.city),
  state: required(PROFILE_TEXTS.state),
  zip: required(PROFILE_TEXTS.zip),
  contactName: required(PROFILE_TEXTS.contactName),
  contactPhone: required(PROFILE_TEXTS.contactPhone),
  contactEmail: emailRule({
    required: PROFILE_TEXTS.contactEmail,
    invalid: PROFILE_TEXTS.contactEmailInvalid,
  }),
  website: urlRule(PROFILE_TEXTS.website),
  description: required(PROFILE_TEXTS.description),
  hoursOfOperationMon: required(PROFILE_TEXTS.hoursMon),
  hoursOfOperationSat: required(PROFILE_TEXTS.hoursSat),
  hoursOfOperationSum: required(PROFILE_TEXTS.hoursSun),
  hasReceptiveServices: answer(PROFILE_TEXTS.receptive),
  isTourOperator: answer(PROFILE_TEXTS.tourOperator),
});

/** Spec section 5, Login edit (company). */
export const LOGIN_TEXTS = {
  currentRequired: 'Current password is required',
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long`,
  differ: 'Passwords must match',
} as const;

export const loginSchema = Yup.object({
  currentPassword: Yup.string().required(LOGIN_TEXTS.currentRequired),
  // Optional: only a typed new password is sent.
  newPassword: Yup.string().min(PASSWORD_MIN_LENGTH, LOGIN_TEXTS.tooShort),
  confirmNewPassword: Yup.string().test('matches', LOGIN_TEXTS.differ, function (value) {
    const typed = (this.parent as { newPassword?: string }).newPassword ?? '';
    return (value ?? '') === typed;
  }),
});
