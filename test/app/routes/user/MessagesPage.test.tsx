import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { LONG_BODY, messageFixtures } from './fixtures';
import { NEW_TRAVELLER, renderAsTraveller } from './helpers';

function serveMessages(messages: unknown[]) {
  server.use(
    http.get(apiUrl('/users/messages'), () => HttpResponse.json({ success: true, messages })),
  );
}

async function messageRows() {
  const table = await screen.findByRole('table', { name: /Messages you sent/ });
  return within(table).getAllByRole('row').slice(1);
}

const cellsOf = (row: HTMLElement | undefined) =>
  within(row as HTMLElement)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('Route /users/messages', () => {
  it("lists the demo traveller's eight messages newest first, as MMM D, YYYY h:mm A", async () => {
    renderAsTraveller('/users/messages');
    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const rows = await messageRows();
    expect(rows).toHaveLength(8);
    const sent = rows.map((row) => cellsOf(row)[0] ?? '');
    for (const time of sent)
      expect(time).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4} \d{1,2}:\d{2} (AM|PM)$/);
    expect(sent[0]).toMatch(/^Nov 20, 2026 /);
    expect(sent[7]).toMatch(/^Feb 3, 2026 /);
    await waitFor(() => expect(document.title).toBe('Messages | Bus Charter Quotes'));
  });

  it('sorts by date whatever the server order and formats each time', async () => {
    serveMessages(messageFixtures);
    renderAsTraveller('/users/messages');
    const rows = await messageRows();
    expect(rows.map((row) => cellsOf(row)[0])).toEqual([
      'Nov 20, 2026 8:30 AM',
      'Mar 5, 2026 3:04 PM',
      'Dec 31, 2025 11:59 PM',
    ]);
    expect(cellsOf(rows[1]).slice(0, 4)).toEqual([
      'Mar 5, 2026 3:04 PM',
      'Lone Star Charter Coaches (Dallas, TX)',
      'I have a question',
      'Do you have a coach with a wheelchair lift?',
    ]);
  });

  it('cuts a long message at 50 characters on a word boundary with an ellipsis', async () => {
    serveMessages(messageFixtures);
    renderAsTraveller('/users/messages');
    const rows = await messageRows();
    const preview = cellsOf(rows[0])[3] ?? '';
    expect(preview).toBe('We are planning a band trip to Austin in March and...');
    expect(preview.length - 3).toBeLessThanOrEqual(50);
    expect(screen.queryByText(LONG_BODY)).not.toBeInTheDocument();
  });

  it('shows a whole message in its own dialog', async () => {
    serveMessages(messageFixtures);
    const { user } = renderAsTraveller('/users/messages');
    await messageRows();
    await user.click(
      screen.getByRole('button', {
        name: 'View the message to Cowtown Coaches (Fort Worth, TX) sent Nov 20, 2026 8:30 AM',
      }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: "I need a bus. Here's my trip info.",
    });
    expect(within(dialog).getByText(LONG_BODY)).toBeVisible();
    expect(within(dialog).getByText('Cowtown Coaches (Fort Worth, TX)')).toBeVisible();
  });

  it('shows "No messages" when the user has sent none', async () => {
    renderAsTraveller('/users/messages', NEW_TRAVELLER);
    expect(await screen.findByText('No messages')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers another try when the list fails to load', async () => {
    server.use(http.get(apiUrl('/users/messages'), () => HttpResponse.error(), { once: true }));
    const { user } = renderAsTraveller('/users/messages');
    expect(
      await screen.findByText('Your messages could not be loaded. Please try again later.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await messageRows()).toHaveLength(8);
  });
});
