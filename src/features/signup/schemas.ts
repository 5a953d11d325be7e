import { confirmationRule, emailRule, passwordRule } from '@/lib/schemaRules';
import { profileSchema } from '@/features/userAccount/schemas';

/**
 * The spec's sign-up rules, to the letter (section 5): the profile's names (company optional),
 * then the email and the password twice.
 */
export const signupSchema = profileSchema.shape({
  email: emailRule(),
  password: passwordRule(),
  confirmationPassword: confirmationRule('password'),
});
