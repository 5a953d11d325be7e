import { Form as FormikForm, Formik } from 'formik';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { SubjectSelect } from '@/components/form/SubjectSelect';
import { SubmitButton } from '@/components/form/SubmitButton';
import { SAVE_TOAST_MS, type MessageSubject } from '@/config/constants';
import { notify } from '@/lib/notify';
import { newMessageSchema } from '../schemas';
import type { NewMessageValues } from '../types';
import { saveUserMessage, selectUserMessages } from '../userMessagesSlice';
import { LocationPicker } from './LocationPicker';

export const MESSAGE_SENT = 'Your message has been sent.';

const initialValues: NewMessageValues = { companyMetroId: '', subject: '', message: '' };

interface NewMessageModalProps {
  show: boolean;
  onHide: () => void;
  /** Who the company replies to: the user's profile name and email. */
  sender: { name: string; email: string };
}

/** New Message to a company: Location, Subject and Message, all required. */
export function NewMessageModal({ show, onHide, sender }: NewMessageModalProps) {
  const dispatch = useAppDispatch();
  const { company, requests } = useAppSelector(selectUserMessages);
  const { status, error } = requests.saveUserMessage;
  const busy = status === 'pending';

  const submit = async (values: NewMessageValues) => {
    const companyMetroId = Number(values.companyMetroId);
    const location = company?.metros.find((metro) => metro.companyMetroId === companyMetroId);
    if (!company || !location) return;
    try {
      await dispatch(
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
    } catch {
      return; // The failure text comes from the slice; everything typed stays.
    }
    notify('success', MESSAGE_SENT, SAVE_TOAST_MS);
    onHide();
  };

  return (
    <Modal
      show={show}
      onHide={busy ? () => undefined : onHide}
      backdrop={busy ? 'static' : true}
      aria-labelledby="new-message-title"
    >
      <Formik initialValues={initialValues} validationSchema={newMessageSchema} onSubmit={submit}>
        <FormikForm noValidate aria-labelledby="new-message-title">
          <Modal.Header closeButton={!busy}>
            <Modal.Title id="new-message-title">New Message</Modal.Title>
          </Modal.Header>
          <Modal.Body>
            <FormSummary />
            <LocationPicker />
            <SubjectSelect />
            <Field name="message" label="Message" as="textarea" rows={5} required />
            <p className="small text-body-secondary mb-0">
              Companies usually reply within 24-48 hours.
            </p>
            {error && (
              <Alert variant="danger" className="mt-3 mb-0" role="alert">
                {error}
              </Alert>
            )}
          </Modal.Body>
          <Modal.Footer>
            <Button variant="secondary" onClick={onHide} disabled={busy}>
              Cancel
            </Button>
            <SubmitButton busy={busy} busyLabel="Sending...">
              Send Message
            </SubmitButton>
          </Modal.Footer>
        </FormikForm>
      </Formik>
    </Modal>
  );
}
