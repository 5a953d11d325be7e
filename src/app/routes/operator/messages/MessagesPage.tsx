import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { useDialogSubject } from '@/components/dialogs/useDialogSubject';
import { MessagesTable } from '@/features/operatorMessages/components/MessagesTable';
import {
  fetchOperatorMessages,
  markMessageRead,
  operatorMessagesRequestReset,
  selectOperatorMessages,
  selectOperatorMessagesState,
} from '@/features/operatorMessages/operatorMessagesSlice';
import type { OperatorMessage } from '@/features/operatorMessages/types';
import { usePageTitle } from '@/lib/usePageTitle';

// The reply form and the delete confirmation load on the click that opens them.
const DeleteMessageDialog = lazyDialog(
  async () =>
    (await import('@/features/operatorMessages/components/DeleteMessageDialog'))
      .DeleteMessageDialog,
);
const ReplyMessageModal = lazyDialog(
  async () =>
    (await import('@/features/operatorMessages/components/ReplyMessageModal')).ReplyMessageModal,
);

/**
 * /subscribers/messages: what travellers wrote to the company, newest first, with Reply (which
 * marks a new message read, and so lowers the side menu's badge) and Delete.
 */
export function MessagesPage() {
  usePageTitle('Messages');
  const dispatch = useAppDispatch();
  const messages = useAppSelector(selectOperatorMessages);
  const request = useAppSelector(selectOperatorMessagesState).requests.fetchOperatorMessages;
  const replying = useDialogSubject(
    (message: OperatorMessage) => {
      dispatch(operatorMessagesRequestReset('replyToMessage'));
      if (message.isNew) void dispatch(markMessageRead(message.messageId));
    },
    // A reply being written when the page was reloaded opens again, with its text.
    {
      draft: 'message-reply-open',
      idOf: (message) => message.messageId,
      among: request.status === 'succeeded' ? messages : null,
    },
  );
  const deleting = useDialogSubject<OperatorMessage>(() => {
    dispatch(operatorMessagesRequestReset('deleteMessage'));
  });

  return (
    <>
      <h1 className="h3 mb-3">Messages</h1>
      <AsyncSection
        request={request}
        load={() => void dispatch(fetchOperatorMessages())}
        empty={messages.length === 0}
        emptyText="No messages"
        loadingText="Loading your messages..."
      >
        <MessagesTable messages={messages} onReply={replying.open} onDelete={deleting.open} />
      </AsyncSection>
      <ReplyMessageModal message={replying.shown} show={replying.show} onClose={replying.close} />
      <DeleteMessageDialog message={deleting.shown} show={deleting.show} onClose={deleting.close} />
    </>
  );
}
