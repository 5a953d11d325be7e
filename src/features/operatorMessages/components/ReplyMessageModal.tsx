import './messages.css';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { Field } from '@/components/form/Field';
import { SAVE_TOAST_MS } from '@/config/constants';
import { formatMessageTime } from '@/lib/dates';
import { clearDraft } from '@/lib/drafts';
import { notify } from '@/lib/notify';
import { metroOf } from '../metro';
import { replyToMessage, selectOperatorMessagesState } from '../operatorMessagesSlice';
import { messageReplySchema } from '../schemas';
import type { MessageReplyValues, OperatorMessage } from '../types';
import { succeeded } from '@/lib/succeeded';

export const REPLY_SENT = 'Your reply has been sent.';

interface ReplyMessageModalProps {
  /** The message answered; kept by the caller while the modal fades out. */
  message: OperatorMessage | null;
  show: boolean;
  onClose: () => void;
}

/** The traveller's message in full, what is known about them, and when it came. */
function MessageShown({ message }: { message: OperatorMessage }) {
  const metro = metroOf(message);
  return (
    <section aria-label="Message from the traveller" className="border rounded p-3 mb-3 bg-light">
      <dl className="row small mb-2">
        <dt className="col-sm-3">From</dt>
        <dd className="col-sm-9 text-break">
          {message.senderName}
          {message.senderEmail && ` (${message.senderEmail})`}
        </dd>
        {metro && (
          <>
            <dt className="col-sm-3">Metro</dt>
            <dd className="col-sm-9">{metro}</dd>
          </>
        )}
        <dt className="col-sm-3">Received</dt>
        <dd className="col-sm-9">{formatMessageTime(message.createDate)}</dd>
        <dt className="col-sm-3">Subject</dt>
        <dd className="col-sm-9 text-break">{message.subject}</dd>
      </dl>
      <p className="message-full-text mb-0">{message.body}</p>
    </section>
  );
}

/**
 * Reply to message (spec section 5): Subject and Response, both required. A failure stays in
 * the modal with everything typed; the modal cannot be closed while the reply is on its way.
 * What is typed is a draft until sent: it comes back after a reload (Cancel drops it).
 */
export function ReplyMessageModal({ message, show, onClose }: ReplyMessageModalProps) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectOperatorMessagesState).requests.replyToMessage;

  // The caller keeps the message while the modal fades out: null means never opened.
  if (!message) return null;
  const draft = `message-reply-${message.messageId}`;

  const submit = async (values: MessageReplyValues) => {
    const sent = dispatch(
      replyToMessage({
        messageId: message.messageId,
        reply: { subject: values.subject.trim(), body: values.body.trim() },
      }),
    ).unwrap();
    // The slice holds the spec's text; the form keeps what was typed.
    if (!(await succeeded(sent))) return;
    clearDraft(draft);
    notify('success', REPLY_SENT, SAVE_TOAST_MS);
    onClose();
  };

  return (
    <FormDialog<MessageReplyValues>
      show={show}
      title={`Reply to ${message.senderName || message.senderEmail}`}
      size="lg"
      busy={status === 'pending'}
      error={error}
      formKey={message.messageId}
      draft={draft}
      draftFields={['subject', 'body']}
      initialValues={{ subject: `Re: ${message.subject}`, body: '' }}
      validationSchema={messageReplySchema}
      submitLabel="Send Reply"
      busyLabel="Sending..."
      onSubmit={submit}
      onCancel={onClose}
      intro={<MessageShown message={message} />}
    >
      <Field name="subject" label="Subject" required maxLength={200} />
      <Field name="body" label="Response" as="textarea" rows={6} required />
    </FormDialog>
  );
}
