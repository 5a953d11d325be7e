import { api } from '@/lib/apiClient';
import { callApi } from '@/lib/apiCall';
import { integer, object, optional } from '@/lib/decode';

export const UNREAD_COUNT_FAILED =
  'There was a problem loading your unread messages. Please try again later.';

/**
 * GET /subscribers/{companyId} (envelope a): the unread message count (the contract assumes the
 * field's name). A server that sends none gives null: no badge, rather than a made-up zero.
 */
export function getUnreadCount(companyId: number): Promise<number | null> {
  return callApi(() => api.get(`/subscribers/${companyId}`), {
    fallback: UNREAD_COUNT_FAILED,
    decode: (body) =>
      object({ unreadMessageCount: optional(integer) })(body).unreadMessageCount ?? null,
  });
}
