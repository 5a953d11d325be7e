import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Loading } from '@/components/feedback/Loading';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { selectAuth } from '@/features/auth/authSlice';
import {
  fetchProfile,
  fullNameOf,
  selectProfile,
  selectProfileRequest,
} from '@/features/userAccount/userAccountSlice';
import {
  contactMessageStarted,
  saveContactMessage,
  selectContactMessage,
} from '../contactMessageSlice';
import { CONTACT_REFUSAL } from '../refusals';
import type { ContactMessageValues } from '../types';
import { SendMessageForm } from './SendMessageForm';

interface SendMessageModalProps {
  show: boolean;
  companyMetroId: number;
  companyName: string;
  onClose: () => void;
}

/** The reply the spec promises (sections 5 and 9). */
const REPLY_PROMISE = msg`You can expect a reply within 24-48 hours.`;

/** Contact Us: a message to one listing, from the search screen. Loaded only when opened. */
export function SendMessageModal({
  show,
  companyMetroId,
  companyName,
  onClose,
}: SendMessageModalProps) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const auth = useAppSelector(selectAuth);
  const { status, refusal } = useAppSelector(selectContactMessage);
  const profile = useAppSelector(selectProfile);
  const profileStatus = useAppSelector(selectProfileRequest).status;
  const isUser = auth.loggedIn && auth.loginType === 'user';
  // This opening's outcome, reset the moment the modal opens again (no flash of the last one);
  // the failure's text is the slice's.
  const [outcome, setOutcome] = useState<'none' | 'sent' | 'failed'>('none');
  const [wasShown, setWasShown] = useState(show);
  if (wasShown !== show) {
    setWasShown(show);
    if (show) setOutcome('none');
  }

  useEffect(() => {
    if (!show) return;
    dispatch(contactMessageStarted());
    // Only a traveller account has a profile to prefill from (spec 6); a failure leaves the
    // fields to type, with no message (spec 8).
    if (isUser) void dispatch(fetchProfile({ ifMissing: true }));
  }, [dispatch, show, isUser, companyMetroId]);

  const authName = auth.loggedIn
    ? [auth.firstName, auth.lastName].filter(Boolean).join(' ') || auth.contactName
    : '';
  const initialValues: ContactMessageValues = {
    subject: '',
    name: fullNameOf(profile) || authName,
    email: profile?.email ?? '',
    phone: '',
    additionalInfo: '',
  };
  const waitingForProfile =
    isUser && !profile && (profileStatus === 'idle' || profileStatus === 'pending');

  return (
    <Modal
      show={show}
      onHide={onClose}
      className="modal-stacked"
      backdropClassName="modal-backdrop-stacked"
      aria-labelledby="send-message-title"
    >
      <Modal.Header closeButton closeLabel={t`Close message`}>
        <Modal.Title id="send-message-title" as="h2" className="h5">
          <Trans>Send Message</Trans>
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {outcome === 'sent' ? (
          <div role="status">
            <p className="fw-semibold">
              <Trans>Your message has been sent to {companyName}.</Trans>
            </p>
            <p>{i18n._(REPLY_PROMISE)}</p>
            <div className="d-flex justify-content-end">
              <Button onClick={onClose}>
                <Trans>Close</Trans>
              </Button>
            </div>
          </div>
        ) : (
          <>
            <p>
              <Trans>
                To: <strong>{companyName}</strong>.
              </Trans>{' '}
              {i18n._(REPLY_PROMISE)}
            </p>
            {waitingForProfile ? (
              <Loading />
            ) : (
              <SendMessageForm
                key={companyMetroId}
                initialValues={initialValues}
                busy={status === 'pending'}
                error={
                  outcome === 'failed' ? (
                    <RefusalMessage words={CONTACT_REFUSAL} refusal={refusal} />
                  ) : null
                }
                onCancel={onClose}
                onSubmit={async (values) => {
                  setOutcome('none');
                  const action = await dispatch(saveContactMessage({ ...values, companyMetroId }));
                  if (saveContactMessage.fulfilled.match(action)) setOutcome('sent');
                  else if (!action.meta.condition) setOutcome('failed');
                }}
              />
            )}
          </>
        )}
      </Modal.Body>
    </Modal>
  );
}
