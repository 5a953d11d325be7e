import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { selectAuth } from '@/features/auth/authSlice';
import { fetchProfile, fullNameOf, selectProfile } from '@/features/userAccount/userAccountSlice';
import { MessageDetailsModal } from '@/features/userMessages/components/MessageDetailsModal';
import { MessageList } from '@/features/userMessages/components/MessageList';
import { NewMessageModal } from '@/features/userMessages/components/NewMessageModal';
import type { UserMessage } from '@/features/userMessages/types';
import {
  fetchUserMessages,
  newMessageStarted,
  selectMessageList,
  selectUserMessages,
} from '@/features/userMessages/userMessagesSlice';
import { useLastShown } from '@/lib/useLastShown';
import { usePageTitle } from '@/lib/usePageTitle';

/** /users/messages: what the user sent to companies, and a New Message to send another. */
export function MessagesPage() {
  usePageTitle('Messages');
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectMessageList);
  const request = useAppSelector(selectUserMessages).requests.fetchUserMessages;
  const profile = useAppSelector(selectProfile);
  const auth = useAppSelector(selectAuth);
  const [composing, setComposing] = useState(false);
  const [opened, setOpened] = useState<UserMessage | null>(null);
  // The details keep their message while they fade out.
  const openedShown = useLastShown(opened);

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
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <h1 className="h3 mb-0">Messages</h1>
        <Button
          onClick={() => {
            dispatch(newMessageStarted());
            setComposing(true);
          }}
        >
          New Message
        </Button>
      </div>
      <AsyncSection
        request={request}
        onRetry={() => void dispatch(fetchUserMessages())}
        empty={messages.length === 0}
        emptyText="No messages"
      >
        <Card className="shadow-sm">
          <MessageList messages={messages} onOpen={setOpened} />
        </Card>
      </AsyncSection>
      <NewMessageModal show={composing} onHide={() => setComposing(false)} sender={sender} />
      <MessageDetailsModal
        message={openedShown}
        show={opened !== null}
        onHide={() => setOpened(null)}
      />
    </>
  );
}
