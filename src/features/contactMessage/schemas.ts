import * as Yup from 'yup';
import { MESSAGE_SUBJECTS } from '@/config/constants';

/** Every field is required; the messages are the spec's (section 5), to the letter. */
export const contactMessageSchema = Yup.object({
  subject: Yup.string()
    .required('Subject is required')
    .oneOf([...MESSAGE_SUBJECTS], 'Subject is required'),
  name: Yup.string().trim().required('Name is required'),
  email: Yup.string()
    .trim()
    .required('Email is required')
    .email('Must use valid email')
    // Yup accepts "name@host"; a reply needs a domain name the mail can reach.
    .matches(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Must use valid email'),
  phone: Yup.string().trim().required('Phone is required'),
  additionalInfo: Yup.string().trim().required('Additional info is required'),
});
