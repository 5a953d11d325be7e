import Badge from 'react-bootstrap/Badge';
import { actionColumn, DataTable, type DataColumn } from '@/components/data/DataTable';
import { RowButton } from '@/components/data/RowButton';
import { formatMessageTime } from '@/lib/dates';
import { messagePreview } from '@/lib/format';
import type { OperatorMessage } from '../types';
import { metroOf } from '../metro';

interface MessagesTableProps {
  messages: readonly OperatorMessage[];
  onReply: (message: OperatorMessage) => void;
  onDelete: (message: OperatorMessage) => void;
}

/** Names a row for its buttons: sender and time, since one traveller may write several times. */
const rowName = (message: OperatorMessage) =>
  `${message.senderName || message.senderEmail} (${formatMessageTime(message.createDate)})`;

/**
 * The received messages (spec: To, Subject, Message, Metro), newest first. To is the traveller
 * a reply goes to. A new message is marked by a "New" badge (read out as text) and bold type.
 */
export function MessagesTable({ messages, onReply, onDelete }: MessagesTableProps) {
  const columns: DataColumn<OperatorMessage>[] = [
    {
      key: 'to',
      header: 'To',
      cell: (message) => (
        <span className={message.isNew ? 'fw-semibold' : undefined}>
          {message.isNew && (
            <Badge bg="primary" className="me-2">
              New
            </Badge>
          )}
          {message.senderName || message.senderEmail}
        </span>
      ),
    },
    {
      key: 'subject',
      header: 'Subject',
      cell: (message) => (
        <span className={message.isNew ? 'fw-semibold' : undefined}>{message.subject}</span>
      ),
    },
    {
      key: 'message',
      header: 'Message',
      priority: 2,
      className: 'rt-wide',
      cell: (message) => messagePreview(message.body),
    },
    { key: 'metro', header: 'Metro', priority: 2, cell: metroOf },
    {
      key: 'date',
      header: 'Date',
      className: 'rt-nowrap',
      cell: (message) => formatMessageTime(message.createDate),
    },
    actionColumn('Actions', (message) => (
      <div className="d-flex flex-wrap gap-2">
        <RowButton
          variant={message.isNew ? 'primary' : 'outline-primary'}
          label={`Reply to ${rowName(message)}`}
          onClick={() => onReply(message)}
        >
          Reply
        </RowButton>
        <RowButton
          variant="outline-danger"
          label={`Delete the message from ${rowName(message)}`}
          onClick={() => onDelete(message)}
        >
          Delete
        </RowButton>
      </div>
    )),
  ];
  return (
    <DataTable
      rows={messages}
      columns={columns}
      rowKey={(message) => message.messageId}
      caption="Messages from travellers, newest first"
    />
  );
}
