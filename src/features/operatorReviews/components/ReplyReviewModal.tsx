import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { Field } from '@/components/form/Field';
import { SAVE_TOAST_MS } from '@/config/constants';
import { clearDraft } from '@/lib/drafts';
import { notify } from '@/lib/notify';
import { replyToReview, selectOperatorReviewsState } from '../operatorReviewsSlice';
import { reviewReplySchema } from '../schemas';
import type { OperatorReview } from '../types';
import { ReviewText } from './ReviewList';

/** Said after a reply when the server's answer carries no message of its own. */
export const REVIEW_REPLY_SENT = 'Your response has been posted.';

interface ReplyReviewModalProps {
  /** The review answered; kept by the caller while the modal fades out. */
  review: OperatorReview | null;
  show: boolean;
  onClose: () => void;
}

/**
 * Reply to review (spec section 5): the review as the traveller wrote it and a required
 * Response. A failure (the reply's message, else the spec's text) stays in the modal with what
 * was typed; the modal cannot be closed while the reply is on its way. What is typed is a
 * draft until sent: it comes back after a reload (Cancel drops it).
 */
export function ReplyReviewModal({ review, show, onClose }: ReplyReviewModalProps) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectOperatorReviewsState).requests.replyToReview;

  // The caller keeps the review while the modal fades out: null means never opened.
  if (!review) return null;
  const draft = `review-reply-${review.companyRatingId}`;

  const submit = async ({ response }: { response: string }) => {
    let message: string | null;
    try {
      ({ message } = await dispatch(
        replyToReview({ companyRatingId: review.companyRatingId, response: response.trim() }),
      ).unwrap());
    } catch {
      return; // The slice holds the text; the form keeps what was typed.
    }
    clearDraft(draft);
    notify('success', message ?? REVIEW_REPLY_SENT, SAVE_TOAST_MS);
    onClose();
  };

  return (
    <FormDialog
      show={show}
      title={`Reply to ${review.name || 'this review'}`}
      size="lg"
      busy={status === 'pending'}
      error={error}
      formKey={review.companyRatingId}
      draft={draft}
      draftFields={['response']}
      initialValues={{ response: '' }}
      validationSchema={reviewReplySchema}
      submitLabel="Send Response"
      busyLabel="Sending..."
      onSubmit={submit}
      onCancel={onClose}
      intro={
        <section aria-label="The review" className="border rounded p-3 mb-3 bg-light">
          <ReviewText review={review} />
        </section>
      }
    >
      <Field name="response" label="Response" as="textarea" rows={6} required />
    </FormDialog>
  );
}
