import { Trans, useLingui } from '@lingui/react/macro';
import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import { MESSAGE_PREVIEW_LENGTH } from '@/config/constants';
import { formatMessageTime } from '@/lib/dates';
import { truncateAtWord } from '@/lib/format';
import type { UserMessage } from '../types';
import { recipientOf } from '../recipient';

interface MessageListProps {
  messages: readonly UserMessage[];
  onOpen: (message: UserMessage) => void;
}

/** Sent messages: the subject drops out below md. The body is a preview; View shows it whole. */
export function MessageList({ messages, onOpen }: MessageListProps) {
  const { t } = useLingui();
  const columns: DataColumn<UserMessage>[] = [
    {
      key: 'sent',
      header: t`Sent`,
      className: 'rt-nowrap',
      cell: (message) => formatMessageTime(message.dateCreated),
    },
    { key: 'to', header: t`To`, cell: recipientOf },
    { key: 'subject', header: t`Subject`, priority: 2, cell: (message) => message.subject },
    {
      key: 'message',
      header: t`Message`,
      className: 'rt-wide',
      cell: (message) => truncateAtWord(message.body, MESSAGE_PREVIEW_LENGTH),
    },
    actionColumn(t`Actions`, (message) => (
      <RowButton
        label={t`View the message to ${recipientOf(message)} sent ${formatMessageTime(message.dateCreated)}`}
        onClick={() => onOpen(message)}
      >
        <Trans>View</Trans>
      </RowButton>
    )),
  ];
  return (
    <DataTable
      rows={messages}
      columns={columns}
      rowKey={(message) => message.messageId}
      caption={t`Messages you sent, newest first`}
    />
  );
}
