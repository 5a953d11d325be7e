import { msg } from '@lingui/core/macro';
import * as Yup from 'yup';
import { emailRule, subjectRule } from '@/lib/schemaRules';

/** Every field is required; the messages are the spec's (section 5), to the letter. */
export const contactMessageSchema = Yup.object({
  subject: subjectRule(),
  name: Yup.string()
    .trim()
    .required(msg`Name is required`),
  email: emailRule(),
  phone: Yup.string()
    .trim()
    .required(msg`Phone is required`),
  additionalInfo: Yup.string()
    .trim()
    .required(msg`Additional info is required`),
});
