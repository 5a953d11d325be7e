import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fetchUnreadCount } from '@/features/operatorMessages/operatorMessagesSlice';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { bodyRows, cellOf, inbox, messagesLink, openMessages, unreadIs } from './messagesHelpers';

/** The row of the newest new message, and that message. */
function firstNew() {
  const index = inbox().findIndex((message) => message.is_new);
  return { row: bodyRows()[index], message: inbox()[index] };
}

const stopRecording: (() => void)[] = [];
afterEach(() => stopRecording.splice(0).forEach((stop) => stop()));

/** Records the paths of the markread calls made (until the test ends). */
function recordMarkRead(): string[] {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const path = new URL(request.url).pathname;
    if (path.endsWith('/markread')) seen.push(path);
  };
  server.events.on('request:start', listener);
  stopRecording.push(() => server.events.removeListener('request:start', listener));
  return seen;
}

describe('Route /subscribers/messages: opening a message', () => {
  it('marks a new message read and lowers the badge at once, before the server answers', async () => {
    const { user, store } = await openMessages();
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (5 unread)'));
    const { row, message } = firstNew();
    const held = holdRequests('post', apiUrl('/message/:id/markread'));
    await user.click(within(row).getByRole('button', { name: /^Reply/ }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    await held.arrived;
    // While the call is still on its way: the badge and the row already say read.
    expect(messagesLink()).toHaveAccessibleName('Messages (4 unread)');
    expect(cellOf(row, 'To')).not.toHaveTextContent(/New/);
    held.release();
    await waitFor(() =>
      expect(
        getDb().company_messages.find((m) => m.message_id === message.message_id)?.is_new,
      ).toBe(false),
    );
    // The server's own count (GET /subscribers/{companyId}) agrees.
    await act(() => store.dispatch(fetchUnreadCount()));
    expect(store.getState().operatorMessages?.unreadCount).toBe(4);
    expect(messagesLink()).toHaveAccessibleName('Messages (4 unread)');
  });

  it('sends markread for the opened message only, and only once', async () => {
    const seen = recordMarkRead();
    const { user } = await openMessages();
    const { row, message } = firstNew();
    await user.click(within(row).getByRole('button', { name: /^Reply/ }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(within(row).getByRole('button', { name: /^Reply/ }));
    await screen.findByRole('dialog');
    await waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toMatch(new RegExp(`/message/${message.message_id}/markread$`));
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (4 unread)'));
  });

  it('sends nothing and keeps the badge for a message already read', async () => {
    const seen = recordMarkRead();
    const { user } = await openMessages();
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (5 unread)'));
    const index = inbox().findIndex((message) => !message.is_new);
    await user.click(within(bodyRows()[index]).getByRole('button', { name: /^Reply/ }));
    expect(await screen.findByRole('dialog')).toBeVisible();
    expect(seen).toEqual([]);
    expect(messagesLink()).toHaveAccessibleName('Messages (5 unread)');
  });

  it('never lowers the count below 0 (no badge at 0)', async () => {
    unreadIs(1);
    const { user, store } = await openMessages();
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (1 unread)'));
    const news = inbox()
      .map((message, index) => ({ message, index }))
      .filter(({ message }) => message.is_new);
    for (const { index } of news.slice(0, 3)) {
      await user.click(within(bodyRows()[index]).getByRole('button', { name: /^Reply/ }));
      const dialog = await screen.findByRole('dialog');
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    }
    expect(store.getState().operatorMessages?.unreadCount).toBe(0);
    expect(messagesLink()).toHaveAccessibleName('Messages');
    expect(within(messagesLink()).queryByText(/\d/)).toBeNull();
  });

  it('hides the badge at 100 or more, and shows it again at 99', async () => {
    unreadIs(100);
    const { user, store } = await openMessages();
    await waitFor(() => expect(store.getState().operatorMessages?.unreadCount).toBe(100));
    expect(messagesLink()).toHaveAccessibleName('Messages');
    await user.click(within(firstNew().row).getByRole('button', { name: /^Reply/ }));
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (99 unread)'));
    expect(within(messagesLink()).getByText('99')).toBeVisible();
  });

  it('marks the message new again, and asks the server for the count, when markread fails', async () => {
    const { user } = await openMessages();
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (5 unread)'));
    const { row } = firstNew();
    const held = holdRequests('post', apiUrl('/message/:id/markread'), () =>
      HttpResponse.json({ success: false }),
    );
    // The server's count after the failure: still 5, which the badge goes back to.
    server.use(
      http.get(apiUrl('/subscribers/:companyId'), () =>
        HttpResponse.json({ success: true, unread_message_count: 5 }),
      ),
    );
    await user.click(within(row).getByRole('button', { name: /^Reply/ }));
    await held.arrived;
    expect(messagesLink()).toHaveAccessibleName('Messages (4 unread)');
    held.release();
    await waitFor(() => expect(cellOf(row, 'To')).toHaveTextContent(/^New/));
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (5 unread)'));
  });
});
