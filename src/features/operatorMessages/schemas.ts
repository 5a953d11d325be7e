import * as Yup from 'yup';

/** Reply to message (spec section 5): both fields required, with the spec's texts. */
export const messageReplySchema = Yup.object({
  subject: Yup.string().trim().required('Subject is required'),
  body: Yup.string().trim().required('Response is required'),
});
