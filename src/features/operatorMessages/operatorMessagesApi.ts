import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { d } from '@/lib/decode';
import type { MessageReplyValues, OperatorMessage } from './types';

export const UNREAD_COUNT_FAILED =
  'There was a problem loading your unread messages. Please try again later.';
export const MESSAGES_FAILED = 'Your messages could not be loaded. Please try again later.';
export const MARK_READ_FAILED = 'This message could not be marked as read.';
/** Spec section 8: the one text of each failure (the server's own text is not shown). */
export const REPLY_FAILED = 'There was a problem replying to this message. Please try again later.';
export const DELETE_FAILED = 'There was a problem deleting this message. Please try again later.';

/**
 * GET /subscribers/{companyId} (envelope a): the unread message count (the contract assumes the
 * field's name). A server that sends none gives null: no badge, rather than a made-up zero.
 */
export function getUnreadCount(companyId: number): Promise<number | null> {
  return callApi(() => api.get(`/subscribers/${companyId}`), {
    fallback: UNREAD_COUNT_FAILED,
    decode: (body) =>
      d.object({ unreadMessageCount: d.optional(d.integer) })(body).unreadMessageCount ?? null,
  });
}

const text = d.withDefault(d.string, '');

/**
 * One received message. Only the id is needed to list (and answer or delete) it; a field of the
 * wrong type reads as empty, and a missing is_new as read (no badge is owed for it).
 */
const operatorMessage = d.object({
  messageId: d.integer,
  subject: text,
  body: text,
  isNew: d.withDefault(d.boolean, false),
  senderEmail: text,
  senderName: text,
  metroCity: d.optional(d.string),
  metroState: d.optional(d.string),
  createDate: text,
});

/** GET /message/listing/{companyId}: the messages the company received. */
export function getMessages(companyId: number): Promise<OperatorMessage[]> {
  return callApi(() => api.get(`/message/listing/${companyId}`), {
    fallback: MESSAGES_FAILED,
    decode: (body) => d.object({ messages: d.arrayOf(operatorMessage) })(body).messages,
  });
}

/** POST /message/{id}/markread (no body). */
export function postMarkRead(messageId: number): Promise<void> {
  return callApi(() => api.post(`/message/${messageId}/markread`), {
    fallback: MARK_READ_FAILED,
    decode: d.ignore,
  });
}

/** POST /message/{id}/reply: subject and body. */
export function postReply(messageId: number, reply: MessageReplyValues): Promise<void> {
  return callApi(() => api.post(`/message/${messageId}/reply`, reply), {
    fallback: REPLY_FAILED,
    decode: d.ignore,
    fixedText: true,
  });
}

/** POST /message/{id}/delete (no body). */
export function postDelete(messageId: number): Promise<void> {
  return callApi(() => api.post(`/message/${messageId}/delete`), {
    fallback: DELETE_FAILED,
    decode: d.ignore,
    fixedText: true,
  });
}
