import Button from 'react-bootstrap/Button';
import Table from 'react-bootstrap/Table';
import { MESSAGE_PREVIEW_LENGTH } from '@/config/constants';
import { formatMessageTime } from '@/lib/dates';
import { truncateAtWord } from '@/lib/format';
import type { UserMessage } from '../types';
import { recipientOf } from '../recipient';

interface MessageListProps {
  messages: readonly UserMessage[];
  onOpen: (message: UserMessage) => void;
}

/**
 * Sent messages, newest first, as a responsive table (styles/user.css): the subject drops out on
 * narrow screens and rows become cards on a phone. The body is a preview; View shows it whole.
 */
export function MessageList({ messages, onOpen }: MessageListProps) {
  return (
    <Table hover className="rt align-middle mb-0">
      <caption className="visually-hidden">Messages you sent, newest first</caption>
      <thead>
        <tr>
          <th scope="col">Sent</th>
          <th scope="col">To</th>
          <th scope="col" className="rt-p2">
            Subject
          </th>
          <th scope="col">Message</th>
          <th scope="col">
            <span className="visually-hidden">Actions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {messages.map((message) => {
          const to = recipientOf(message);
          const sent = formatMessageTime(message.dateCreated);
          return (
            <tr key={message.messageId}>
              <td data-label="Sent" className="text-nowrap-md">
                {sent}
              </td>
              <td data-label="To">{to}</td>
              <td data-label="Subject" className="rt-p2">
                {message.subject}
              </td>
              <td data-label="Message" className="message-preview">
                {truncateAtWord(message.body, MESSAGE_PREVIEW_LENGTH)}
              </td>
              <td className="rt-action">
                <Button
                  size="sm"
                  variant="outline-primary"
                  aria-label={`View the message to ${to} sent ${sent}`}
                  onClick={() => onOpen(message)}
                >
                  View
                </Button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
