import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { PageHeading } from '@/app/layout/PageHeading';
import { AsyncSection } from '@/components/data/AsyncSection';
import { useDialogSubject } from '@/components/dialogs/useDialogSubject';
import { selectAuth } from '@/features/auth/authSlice';
import { fetchProfile, fullNameOf, selectProfile } from '@/features/userAccount/userAccountSlice';
import { MessageDetailsModal } from '@/features/userMessages/components/MessageDetailsModal';
import { MessageList } from '@/features/userMessages/components/MessageList';
import { NewMessageModal } from '@/features/userMessages/components/NewMessageModal';
import { MESSAGES_REFUSAL } from '@/features/userMessages/refusals';
import type { UserMessage } from '@/features/userMessages/types';
import {
  fetchUserMessages,
  newMessageStarted,
  selectMessageList,
  selectUserMessages,
} from '@/features/userMessages/userMessagesSlice';
import { useDraftState } from '@/lib/useDraftState';
import { usePageTitle } from '@/lib/usePageTitle';

/** /users/messages: what the user sent to companies, and a New Message to send another. */
export function MessagesPage() {
  const { t } = useLingui();
  usePageTitle(t`Messages`);
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectMessageList);
  const request = useAppSelector(selectUserMessages).requests.fetchUserMessages;
  const profile = useAppSelector(selectProfile);
  const auth = useAppSelector(selectAuth);
  // A message being written when the page was reloaded opens again, with its text.
  const [{ open: composing }, setComposing] = useDraftState('new-message-open', { open: false });
  const opened = useDialogSubject<UserMessage>();

  useEffect(() => {
    void dispatch(fetchUserMessages());
    // The company replies to the profile's name and email (spec: fetched for the user role only).
    void dispatch(fetchProfile());
  }, [dispatch]);

  const sender = profile
    ? { name: fullNameOf(profile), email: profile.email }
    : { name: `${auth.firstName} ${auth.lastName}`.trim(), email: '' };

  return (
    <>
      <PageHeading
        title={t`Messages`}
        action={
          <Button
            onClick={() => {
              dispatch(newMessageStarted());
              setComposing({ open: true });
            }}
          >
            <Trans>New Message</Trans>
          </Button>
        }
      />
      <AsyncSection
        request={request}
        words={MESSAGES_REFUSAL}
        onRetry={() => void dispatch(fetchUserMessages())}
        empty={messages.length === 0}
        emptyText={t`No messages`}
      >
        <Card className="shadow-sm">
          <MessageList messages={messages} onOpen={opened.open} />
        </Card>
      </AsyncSection>
      <NewMessageModal
        show={composing}
        onHide={() => setComposing({ open: false })}
        sender={sender}
      />
      <MessageDetailsModal message={opened.shown} show={opened.show} onHide={opened.close} />
    </>
  );
}
