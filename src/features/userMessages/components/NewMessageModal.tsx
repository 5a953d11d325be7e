import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { Field } from '@/components/form/Field';
import { SubjectSelect } from '@/components/form/SubjectSelect';
import { SAVE_TOAST_MS, type MessageSubject } from '@/config/constants';
import { clearDraft } from '@/lib/drafts';
import { notify } from '@/lib/notify';
import { SEND_REFUSAL } from '../refusals';
import { newMessageSchema } from '../schemas';
import type { NewMessageValues } from '../types';
import { saveUserMessage, selectUserMessages } from '../userMessagesSlice';
import { LocationPicker } from './LocationPicker';
import { succeeded } from '@/lib/succeeded';

export const MESSAGE_SENT = msg`Your message has been sent.`;

const initialValues: NewMessageValues = { companyMetroId: '', subject: '', message: '' };

/**
 * What is typed is a draft until sent. Not the location: it is chosen through the company,
 * which is found again by typing its name.
 */
const DRAFT = 'new-message';
const DRAFT_FIELDS = ['subject', 'message'] as const;

interface NewMessageModalProps {
  show: boolean;
  onHide: () => void;
  /** Who the company replies to: the user's profile name and email. */
  sender: { name: string; email: string };
}

/** New Message to a company: Location, Subject and Message, all required. */
export function NewMessageModal({ show, onHide, sender }: NewMessageModalProps) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const { company, requests } = useAppSelector(selectUserMessages);
  const { status, error, refusal } = requests.saveUserMessage;

  const submit = async (values: NewMessageValues) => {
    const companyMetroId = Number(values.companyMetroId);
    const location = company?.metros.find((metro) => metro.companyMetroId === companyMetroId);
    if (!company || !location) return;
    const sent = dispatch(
      saveUserMessage({
        request: {
          message: values.message.trim(),
          companyMetroId,
          email: sender.email,
          name: sender.name,
          subject: values.subject as MessageSubject,
        },
        recipient: {
          toCompany: company.name,
          metroCity: location.city,
          metroState: location.state,
        },
      }),
    ).unwrap();
    // The failure text comes from the slice; everything typed stays.
    if (!(await succeeded(sent))) return;
    clearDraft(DRAFT);
    notify('success', i18n._(MESSAGE_SENT), SAVE_TOAST_MS);
    onHide();
  };

  return (
    <FormDialog
      show={show}
      title={t`New Message`}
      busy={status === 'pending'}
      error={error ? <RefusalMessage words={SEND_REFUSAL} refusal={refusal} /> : null}
      initialValues={initialValues}
      draft={DRAFT}
      draftFields={DRAFT_FIELDS}
      validationSchema={newMessageSchema}
      submitLabel={t`Send Message`}
      busyLabel={t`Sending...`}
      onSubmit={submit}
      onCancel={onHide}
    >
      <LocationPicker />
      <SubjectSelect />
      <Field name="message" label={t`Message`} as="textarea" rows={5} required />
      <p className="small text-body-secondary mb-0">
        <Trans>Companies usually reply within 24-48 hours.</Trans>
      </p>
    </FormDialog>
  );
}
