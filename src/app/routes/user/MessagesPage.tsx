import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Loading } from '@/components/feedback/Loading';
import { selectAuth } from '@/features/auth/authSlice';
import { loadProfile, selectUserAccount } from '@/features/userAccount/userAccountSlice';
import { MessageDetailsModal } from '@/features/userMessages/components/MessageDetailsModal';
import { MessageList } from '@/features/userMessages/components/MessageList';
import { NewMessageModal } from '@/features/userMessages/components/NewMessageModal';
import type { UserMessage } from '@/features/userMessages/types';
import {
  loadUserMessages,
  newMessageStarted,
  selectUserMessages,
} from '@/features/userMessages/userMessagesSlice';
import { usePageTitle } from '@/lib/usePageTitle';
import { LoadFailed } from './LoadFailed';

/** /users/messages: what the user sent to companies, and a New Message to send another. */
export function MessagesPage() {
  usePageTitle('Messages');
  const dispatch = useAppDispatch();
  const { messages, status, error } = useAppSelector(selectUserMessages);
  const { profile } = useAppSelector(selectUserAccount);
  const auth = useAppSelector(selectAuth);
  const [composing, setComposing] = useState(false);
  const [opened, setOpened] = useState<UserMessage | null>(null);
  const [showOpened, setShowOpened] = useState(false);

  useEffect(() => {
    void dispatch(loadUserMessages());
    // The company replies to the profile's name and email (spec: fetched for the user role only).
    void dispatch(loadProfile());
  }, [dispatch]);

  const sender = profile
    ? { name: `${profile.firstName} ${profile.lastName}`.trim(), email: profile.email }
    : { name: `${auth.firstName} ${auth.lastName}`.trim(), email: '' };
  const loading = status === 'idle' || (status === 'pending' && messages.length === 0);

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
      {loading && <Loading />}
      {status === 'failed' && (
        <LoadFailed text={error ?? ''} onRetry={() => void dispatch(loadUserMessages())} />
      )}
      {!loading && status !== 'failed' && messages.length === 0 && (
        <p className="empty-state">No messages</p>
      )}
      {!loading && status !== 'failed' && messages.length > 0 && (
        <Card className="shadow-sm">
          <MessageList
            messages={messages}
            onOpen={(message) => {
              setOpened(message);
              setShowOpened(true);
            }}
          />
        </Card>
      )}
      <NewMessageModal show={composing} onHide={() => setComposing(false)} sender={sender} />
      <MessageDetailsModal message={opened} show={showOpened} onHide={() => setShowOpened(false)} />
    </>
  );
}
