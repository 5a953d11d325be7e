import { msg } from '@lingui/core/macro';
import * as Yup from 'yup';
import { subjectRule } from '@/lib/schemaRules';

/** The New Message form: the spec's rules and texts (section 5, "New message to a company"). */
export const newMessageSchema = Yup.object({
  companyMetroId: Yup.string().required(msg`Location is required`),
  subject: subjectRule(),
  message: Yup.string()
    .trim()
    .required(msg`Message is required`),
});
