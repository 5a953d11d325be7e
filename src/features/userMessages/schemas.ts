import * as Yup from 'yup';
import { MESSAGE_SUBJECTS } from '@/config/constants';

/** The New Message form: the spec's rules and texts (section 5, "New message to a company"). */
export const newMessageSchema = Yup.object({
  companyMetroId: Yup.string().required('Location is required'),
  subject: Yup.string()
    .required('Subject is required')
    .oneOf([...MESSAGE_SUBJECTS], 'Subject is required'),
  message: Yup.string().trim().required('Message is required'),
});
