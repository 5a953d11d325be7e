import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderAsOperator } from '../helpers';
import {
  bodyRows,
  cellOf,
  inbox,
  inboxIs,
  MESSAGES_PATH,
  messagesLink,
  openMessages,
  TABLE,
  type MessageFixture,
} from './messagesHelpers';

const LONG =
  'We are planning a trip for forty scouts to the state park next spring and need a quote.';

const fixture = (overrides: Partial<MessageFixture>): MessageFixture => ({
  message_id: 1,
  subject: 'I have a question',
  body: 'Short note',
  is_new: false,
  sender_email: 'dana.whitfield@example.org',
  sender_name: 'Dana Whitfield',
  metro_city: 'Dallas',
  metro_state: 'TX',
  create_date: '2026-03-08T14:05:00',
  ...overrides,
});

describe('Route /subscribers/messages: the list', () => {
  it('lists the demo inbox newest first with To, Subject, Message, Metro and the date', async () => {
    await openMessages();
    // The title is set in an effect, after the heading paints.
    await waitFor(() => expect(document.title).toBe('Messages | Bus Charter Quotes'));
    expect(screen.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const table = screen.getByRole('table', { name: TABLE });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['To', 'Subject', 'Message', 'Metro', 'Date', 'Actions']);
    const expected = inbox();
    const rows = bodyRows();
    expect(rows).toHaveLength(expected.length);
    expect(rows.length).toBeGreaterThan(5);
    expected.forEach((message, index) => {
      expect(cellOf(rows[index], 'Subject')).toHaveTextContent(message.subject);
      expect(cellOf(rows[index], 'To')).toHaveTextContent(message.sender_name);
      expect(cellOf(rows[index], 'Metro')).toHaveTextContent(
        `${message.metro_city}, ${message.metro_state}`,
      );
    });
  });

  it('marks the new ones, on screen and in words', async () => {
    await openMessages();
    const expected = inbox();
    const unread = expected.filter((message) => message.is_new).length;
    expect(unread).toBe(5);
    bodyRows().forEach((row, index) => {
      const to = cellOf(row, 'To');
      if (expected[index].is_new) expect(to).toHaveTextContent(/^New/);
      else expect(to).not.toHaveTextContent(/New/);
    });
    expect(within(screen.getByRole('table', { name: TABLE })).getAllByText('New')).toHaveLength(
      unread,
    );
    // The side menu counts the same messages.
    await waitFor(() => expect(messagesLink()).toHaveAccessibleName('Messages (5 unread)'));
  });

  it('shows a preview cut at 50 characters at a word boundary, the metro and the time', async () => {
    inboxIs([fixture({ body: LONG })]);
    await openMessages();
    const [row] = bodyRows();
    expect(cellOf(row, 'Message')).toHaveTextContent(
      /^We are planning a trip for forty scouts to the\.\.\.$/,
    );
    expect(cellOf(row, 'Metro')).toHaveTextContent(/^Dallas, TX$/);
    expect(cellOf(row, 'Date')).toHaveTextContent(/^Mar 8, 2026 2:05 PM$/);
    expect(cellOf(row, 'To')).toHaveTextContent(/^Dana Whitfield$/);
  });

  it('puts the newest first whatever order the server sends', async () => {
    inboxIs([
      fixture({ message_id: 1, subject: 'Oldest', create_date: '2026-01-02T09:00:00' }),
      fixture({ message_id: 2, subject: 'Newest', create_date: '2026-03-01T18:30:00' }),
      fixture({ message_id: 3, subject: 'Middle', create_date: '2026-02-10T07:15:00' }),
    ]);
    await openMessages();
    expect(bodyRows().map((row) => cellOf(row, 'Subject').textContent)).toEqual([
      'Newest',
      'Middle',
      'Oldest',
    ]);
  });

  it('names each Reply and Delete by sender and time', async () => {
    inboxIs([fixture({})]);
    await openMessages();
    expect(
      screen.getByRole('button', { name: 'Reply to Dana Whitfield (Mar 8, 2026 2:05 PM)' }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: 'Delete the message from Dana Whitfield (Mar 8, 2026 2:05 PM)',
      }),
    ).toBeVisible();
  });

  it('says "No messages" when there are none', async () => {
    inboxIs([]);
    renderAsOperator(MESSAGES_PATH);
    expect(await screen.findByText('No messages')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the list cannot be loaded, and tries again', async () => {
    server.use(
      http.get(apiUrl('/message/listing/:companyId'), () => HttpResponse.json({ success: false })),
    );
    const { user } = renderAsOperator(MESSAGES_PATH);
    expect(
      await screen.findByText('Your messages could not be loaded. Please try again later.'),
    ).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: TABLE })).toBeVisible();
  });

  it("shows the server's own text when the list is refused", async () => {
    server.use(
      http.get(apiUrl('/message/listing/:companyId'), () =>
        HttpResponse.json({ success: false, error_message: 'Messages are down for upkeep.' }),
      ),
    );
    renderAsOperator(MESSAGES_PATH);
    expect(await screen.findByText('Messages are down for upkeep.')).toBeVisible();
  });
});
