import * as Yup from 'yup';

/** Reply to review (spec section 5): the response is required. */
export const reviewReplySchema = Yup.object({
  response: Yup.string().trim().required('Response is required'),
});
